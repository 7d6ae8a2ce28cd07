import { describe, expect, it } from 'vitest';
import { analysisResultSchema } from './analysis-result.ts';
import { sampleAnalysisResult } from './sample-analysis-result.ts';

describe('sampleAnalysisResult', () => {
  it('is a contract-valid result', () => {
    expect(analysisResultSchema.safeParse(sampleAnalysisResult()).success).toBe(true);
  });

  it('merges nested overrides field by field and keeps the rest', () => {
    const result = sampleAnalysisResult({ audio: { metrics: { speaking_pace: 151 } }, video: { performance_score: null } });
    expect(result.audio.metrics.speaking_pace).toBe(151);
    expect(result.audio.metrics.word_count).toBe(sampleAnalysisResult().audio.metrics.word_count);
    expect(result.video.performance_score).toBeNull();
    expect(result.video.metrics).toEqual(sampleAnalysisResult().video.metrics);
  });

  it('replaces arrays and accepts null for a nullable part', () => {
    const result = sampleAnalysisResult({ fillers: [{ word: 'um', start: 1, end: 1.2, method: 'transcript' }], transcript: null });
    expect(result.fillers).toHaveLength(1);
    expect(result.transcript).toBeNull();
  });

  it('gives each call its own copy', () => {
    const first = sampleAnalysisResult();
    first.audio.metrics.speaking_pace = 0;
    first.fillers.push({ word: 'uh', start: 0, end: 0.1, method: 'transcript' });
    expect(sampleAnalysisResult().audio.metrics.speaking_pace).toBe(130);
    expect(sampleAnalysisResult().fillers).toEqual([]);
  });

  it('refuses overrides that break the contract', () => {
    expect(() => sampleAnalysisResult({ overall_score: 140 })).toThrow();
  });
});
