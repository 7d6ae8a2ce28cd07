import type { MockAnswer } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { aQuestion } from './mock-test-questions.ts';
import { answeredCount, progressPercent, questionState } from './interview-progress.ts';

const questions = Array.from({ length: 10 }, (_, i) => aQuestion(`q${i}`));
const recorded: MockAnswer = { skipped: false, notes: '', duration_sec: 30, media_url: 'k', analysis: null };
const skipped: MockAnswer = { skipped: true, notes: '', analysis: null };

describe('interview progress', () => {
  it('is 0 % before question 1 is answered and 100 % only once all are answered', () => {
    expect(progressPercent(questions, {})).toBe(0);
    expect(progressPercent(questions, { q0: recorded })).toBe(10);
    const nine = Object.fromEntries(questions.slice(0, 9).map((q) => [q.key, recorded]));
    expect(progressPercent(questions, nine)).toBe(90);
    expect(progressPercent(questions, { ...nine, q9: recorded })).toBe(100);
    expect(progressPercent([], {})).toBe(0);
  });

  it('counts what the Completion Rate counts: answered of all, a skip not (2 answered, 1 skipped of 4 is 50 %)', () => {
    const four = questions.slice(0, 4);
    expect(progressPercent(four, { q0: recorded, q1: recorded, q2: skipped })).toBe(50);
    const nine = Object.fromEntries(questions.slice(0, 9).map((q) => [q.key, recorded]));
    expect(progressPercent(questions, { ...nine, q9: skipped })).toBe(90);
  });

  it('counts recorded answers, not skips', () => {
    expect(answeredCount(questions, { q0: recorded, q1: skipped, q2: recorded })).toBe(2);
  });

  it('names each question state; a question never reached is "not asked" once the interview is over', () => {
    expect(questionState(0, 0, undefined)).toBe('current');
    expect(questionState(1, 0, undefined)).toBe('pending');
    expect(questionState(0, 1, { skipped: true })).toBe('skipped');
    expect(questionState(0, 1, { skipped: false })).toBe('answered');
    expect(questionState(5, 1, undefined, true)).toBe('not-asked');
    expect(questionState(0, 1, { skipped: true }, true)).toBe('skipped');
  });
});
