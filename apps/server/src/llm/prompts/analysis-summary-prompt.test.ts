import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { analysisSummaryMessages, comparisonSummaryMessages } from './analysis-summary-prompt.ts';

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

describe('comparisonSummaryMessages', () => {
  const analyses = [
    { name: 'Silent clip', date: '2026-03-01T00:00:00Z', result: sampleAnalysisResult({ overall_score: 60 }) },
    { name: 'Full answer', date: '2026-03-05T00:00:00Z', result: sampleAnalysisResult({ overall_score: 80 }) },
  ];

  it("passes compare's note on overalls of different parts, and asks not to call that change an improvement", () => {
    const note = 'The earlier overall is video only; the later is video, audio and answer content.';
    const body = comparisonSummaryMessages(analyses, note)[1]!.content;
    expect(body).toContain('Recording 2: "Full answer"');
    expect(body).toContain(`The overall scores are not like for like: ${note}`);
    expect(body).toContain('Do not call the change of the overall score an improvement or a decline');
  });

  it('says nothing of it when the overalls are made of the same parts', () => {
    expect(comparisonSummaryMessages(analyses)[1]!.content).not.toContain('not like for like');
  });
});
