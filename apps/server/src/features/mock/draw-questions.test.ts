import { describe, expect, it } from 'vitest';
import { MOCK_MIN_COMPETENCIES, MOCK_QUESTION_COUNT } from '@rehearse/contract/mock-constants';
import { MOCK_COMPETENCIES } from '@rehearse/contract/mock-result';
import { drawQuestions, type Drawable } from './draw-questions.ts';
import { questionSet } from './question-sets.ts';

const QUESTION_BANK = questionSet('behavioural').questions;

/** A small deterministic generator (mulberry32) so draws are reproducible. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('drawQuestions', () => {
  it('asks a question of the chosen competency first, still 10 distinct over every competency', () => {
    for (const competency of MOCK_COMPETENCIES) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const drawn = drawQuestions(QUESTION_BANK, MOCK_QUESTION_COUNT, seeded(seed), competency);
        expect(drawn[0]?.competency).toBe(competency);
        expect(new Set(drawn.map((q) => q.key)).size).toBe(MOCK_QUESTION_COUNT);
        expect(new Set(drawn.map((q) => q.competency)).size).toBe(MOCK_COMPETENCIES.length);
      }
    }
  });

  it('draws 10 distinct questions covering at least 5 competencies, for many seeds', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const drawn = drawQuestions(QUESTION_BANK, MOCK_QUESTION_COUNT, seeded(seed));
      expect(drawn).toHaveLength(MOCK_QUESTION_COUNT);
      expect(new Set(drawn.map((q) => q.key)).size).toBe(MOCK_QUESTION_COUNT);
      expect(new Set(drawn.map((q) => q.competency)).size).toBeGreaterThanOrEqual(MOCK_MIN_COMPETENCIES);
    }
  });

  it('never gives a competency a second question before every competency has one', () => {
    const small: Drawable[] = ['teamwork', 'leadership', 'initiative'].flatMap((competency) => [1, 2, 3].map((i) => ({ key: `${competency}_${i}`, competency })));
    const drawn = drawQuestions(small, 7, seeded(7));
    const counts = new Map<string, number>();
    for (const q of drawn) counts.set(q.competency, (counts.get(q.competency) ?? 0) + 1);
    expect([...counts.values()].sort()).toEqual([2, 2, 3]);
  });

  it('varies between draws and refuses more questions than the bank has', () => {
    const a = drawQuestions(QUESTION_BANK, 10, seeded(1)).map((q) => q.key);
    const b = drawQuestions(QUESTION_BANK, 10, seeded(2)).map((q) => q.key);
    expect(a).not.toEqual(b);
    expect(() => drawQuestions(QUESTION_BANK.slice(0, 3), 10)).toThrow(/3 questions/);
  });
});
