import { describe, expect, it } from 'vitest';
import { combinedResultSchema } from './analysis-api.ts';
import { combinedResultOf } from './combined-result.ts';
import { sampleAnalysisResult } from './sample-analysis-result.ts';

describe('combinedResultOf', () => {
  it('answers a schema-valid summary whose interview score is the result’s own, not the overall score', () => {
    const result = sampleAnalysisResult({ overall_score: 70, component_scores: { overall_interview_score: 64 }, final: { overall_score: 71 } });
    const combined = combinedResultOf(result, '2026-11-02T10:00:00.000Z');
    expect(combinedResultSchema.parse(combined)).toEqual(combined);
    expect(combined.overall_score).toBe(70);
    expect(combined.overall_interview_score).toBe(64);
    expect(combined.results.combined.overall_interview_score).toBe(64);
    expect(combined.results.final.overall_score).toBe(71);
    expect(combined.media_duration).toBe(result.quality.media_duration);
  });

  it('falls back to the overall score where the result has no interview or final score', () => {
    const result = sampleAnalysisResult({ overall_score: 55, component_scores: { overall_interview_score: null }, final: { overall_score: null } });
    const combined = combinedResultOf(result, '2026-11-02T10:00:00.000Z');
    expect(combined.overall_interview_score).toBe(55);
    expect(combined.results.final.overall_score).toBe(55);
  });

  it('keeps the content score and its parts for compare; null when the content was not judged', () => {
    const content = {
      status: 'judged' as const,
      note: null,
      engine: 'whisper base.en',
      score: 66.6,
      parts: { structure: 60, specifics: 40, ownership: 100, hedging: 80, repetition: 100, length: 90, relevance: null, vocabulary: 70 },
      findings: [],
      structure: null,
    };
    const combined = combinedResultOf(sampleAnalysisResult({ content }), '2026-11-02T10:00:00.000Z');
    expect(combinedResultSchema.parse(combined)).toEqual(combined);
    expect(combined.content).toEqual({ score: 66.6, parts: content.parts, answers: 1 });
    expect(combinedResultOf(sampleAnalysisResult({}), '2026-11-02T10:00:00.000Z').content).toBeNull();
  });
});
