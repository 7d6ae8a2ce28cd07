import type { AnswerContent } from '@rehearse/contract/answer-content';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { sharedScoreTiles } from './shared-score-tiles.ts';

const parts = { structure: 0, specifics: 0, ownership: null, hedging: 100, repetition: 100, length: null, relevance: null, vocabulary: null };
const judged: AnswerContent = { status: 'judged', note: null, engine: 'pocketsphinx', score: 25, parts, findings: [], structure: null };

describe('sharedScoreTiles', () => {
  it('shows Answer Content beside video and audio when it made part of the overall (walk: 66.5 % stood beside 81.2 % and 87.5 % alone)', () => {
    const results = sampleAnalysisResult({
      overall_score: 66.5,
      component_weights: { video: 0.35, audio: 0.35, content: 0.3 },
      video: { performance_score: 81.2 },
      audio: { performance_score: 87.5 },
    });
    results.content = judged;
    expect(sharedScoreTiles(results)).toEqual([
      { label: 'Overall', score: 66.5, incompleteLabel: null },
      { label: 'Video', score: 81.2, incompleteLabel: null },
      { label: 'Audio', score: 87.5, incompleteLabel: null },
      { label: 'Answer Content', score: 25, incompleteLabel: null },
    ]);
  });

  it('keeps three tiles when the content was not part of the overall, and names that overall delivery only', () => {
    const results = sampleAnalysisResult({ overall_score: 70, video: { performance_score: 75 }, audio: { performance_score: 65 } });
    expect(sharedScoreTiles(results).map((t) => t.label)).toEqual(['Overall', 'Video', 'Audio']);
    expect(sharedScoreTiles(results)[0]?.incompleteLabel).toBe('Delivery only');
  });
});
