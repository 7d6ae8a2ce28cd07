import type { MockAnswer } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { answerStatusText } from './answer-status-text.ts';

const recorded = (analysis: MockAnswer['analysis']): MockAnswer => ({ skipped: false, notes: '', duration_sec: 20, media_url: 'k', analysis });

describe('answerStatusText', () => {
  it('tells a question not reached from a skipped one', () => {
    expect(answerStatusText(undefined)).toBe('Not asked');
    expect(answerStatusText({ skipped: true, notes: '', analysis: null })).toBe('Skipped');
  });

  it('follows the analysis and shows the score once it is done', () => {
    expect(answerStatusText(recorded({ status: 'queued', progress: 0, error: null }))).toBe('Waiting to be analysed');
    expect(answerStatusText(recorded({ status: 'processing', progress: 40, error: null }))).toBe('Analysing 40%');
    expect(answerStatusText(recorded({ status: 'completed', progress: 100, error: null, score: 71.26 }))).toBe('Score 71.3%');
    expect(answerStatusText(recorded({ status: 'completed', progress: 100, error: null, score: null }))).toBe('Completed');
    expect(answerStatusText(recorded({ status: 'failed', progress: 30, error: 'boom' }))).toBe('Analysis failed');
  });
});
