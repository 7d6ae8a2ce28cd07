import { describe, expect, it } from 'vitest';
import { MOCK_MIN_COMPETENCIES, MOCK_QUESTION_COUNT } from '@rehearse/contract/mock-constants';
import { MOCK_COMPETENCIES } from '@rehearse/contract/mock-result';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { drawQuestions } from './draw-questions.ts';
import { QUESTION_BANK } from './question-bank.ts';

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

describe('question bank', () => {
  it('holds at least 40 behavioural questions over the 10 competencies, with 60 or 90 s targets and tips', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(40);
    expect(new Set(QUESTION_BANK.map((q) => q.competency))).toEqual(new Set(MOCK_COMPETENCIES));
    expect(new Set(QUESTION_BANK.map((q) => q.key)).size).toBe(QUESTION_BANK.length);
    for (const q of QUESTION_BANK) {
      expect([60, 90]).toContain(q.target_time);
      expect(q.tips.length).toBeGreaterThan(10);
    }
    for (const c of MOCK_COMPETENCIES) expect(QUESTION_BANK.filter((q) => q.competency === c).length).toBeGreaterThanOrEqual(4);
  });
});

describe('drawQuestions', () => {
  it('draws 10 distinct questions covering at least 5 competencies, for many seeds', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const drawn = drawQuestions(QUESTION_BANK, MOCK_QUESTION_COUNT, seeded(seed));
      expect(drawn).toHaveLength(MOCK_QUESTION_COUNT);
      expect(new Set(drawn.map((q) => q.key)).size).toBe(MOCK_QUESTION_COUNT);
      expect(new Set(drawn.map((q) => q.competency)).size).toBeGreaterThanOrEqual(MOCK_MIN_COMPETENCIES);
    }
  });

  it('never gives a competency a second question before every competency has one', () => {
    const small: MockQuestion[] = ['teamwork', 'leadership', 'initiative'].flatMap((competency) =>
      [1, 2, 3].map((i) => ({ key: `${competency}_${i}`, text: 't', competency: competency as MockQuestion['competency'], target_time: 60 as const, tips: 'tip' })),
    );
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
