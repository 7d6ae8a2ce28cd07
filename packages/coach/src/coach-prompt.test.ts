import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { analysisSummaryMessages } from './coach-prompt.ts';

describe('analysisSummaryMessages', () => {
  it('tells the model an audio-only overall is audio and answer content, with their weights', () => {
    const base = sampleAnalysisResult();
    const result = {
      ...base,
      overall_score: 67,
      video: { ...base.video, performance_score: null },
      audio: { ...base.audio, performance_score: 98 },
      component_weights: { video: 0, audio: 0.538, content: 0.462 },
      content: { status: 'judged' as const, note: null, engine: 'whisper', score: 30.8, parts: { structure: 10, specifics: 0, ownership: null, hedging: 100, repetition: 100, length: null, relevance: null, vocabulary: 50 }, findings: [], structure: null },
    };
    const facts = analysisSummaryMessages(result)[1]!.content;
    expect(facts).toContain('Overall 67.0% (weighted: audio 54%, answer content 46%), video not measured, audio 98.0%, answer content 30.8%.');
  });
});
