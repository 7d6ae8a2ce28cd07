import { describe, expect, it } from 'vitest';
import { overallScoreOf } from './overall-score.ts';

describe('overallScoreOf', () => {
  it('takes the first present place in the spec order', () => {
    expect(overallScoreOf(JSON.stringify({ overall_score: 71.5, overall_interview_score: 40 }))).toBe(71.5);
    expect(overallScoreOf(JSON.stringify({ results: { combined: { overall_interview_score: 62 }, final: { overall_score: 10 } } }))).toBe(62);
    expect(overallScoreOf(JSON.stringify({ results: { final: { overall_score: 55 } }, overall_interview_score: 3 }))).toBe(55);
    expect(overallScoreOf(JSON.stringify({ overall_interview_score: 48 }))).toBe(48);
  });

  it('answers null for no summary, broken JSON or no score (never an invented 0)', () => {
    expect(overallScoreOf(null)).toBeNull();
    expect(overallScoreOf('{broken')).toBeNull();
    expect(overallScoreOf(JSON.stringify({ overall_score: 'high' }))).toBeNull();
  });
});
