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

  it('gives a typed answer its content score, never an answer score', () => {
    const content = { status: 'judged' as const, note: null, engine: 'written', score: 64.54, parts: { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null }, findings: [], structure: null };
    const typed: MockAnswer = { skipped: false, notes: '', analysis: { status: 'completed', progress: 100, error: null, score: null }, typed: { text: 'x', content } };
    expect(answerStatusText(typed)).toBe('Typed, content 64.5%');
    expect(answerStatusText({ ...typed, typed: { text: 'x', content: { ...content, status: 'not_enough_speech', score: null } } })).toBe('Typed, content only');
  });
});
