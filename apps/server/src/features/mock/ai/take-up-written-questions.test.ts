import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { takeUpWrittenQuestions } from './take-up-written-questions.ts';

const q = (key: string, extra: Partial<MockQuestion> = {}): MockQuestion => ({
  key,
  text: `Question ${key}`,
  competency: 'sql',
  target_time: 60,
  tips: 'tip',
  type: 'role_knowledge',
  strong_answer: ['a', 'b'],
  set_id: 'data_analyst',
  origin: 'set',
  written_by_ai: false,
  targets: null,
  follow_up_of: null,
  ...extra,
});
const ai = (n: number) => q(`ai_${n}`, { written_by_ai: true, targets: { line_number: n, line: 'SQL', skills: ['SQL'] } });
const keys = (qs: MockQuestion[] | null) => qs?.map((x) => x.key) ?? null;

describe('takeUpWrittenQuestions', () => {
  it('replaces bank questions after the one reached, from the end, keeping the length', () => {
    const questions = [q('a'), q('b'), q('c'), q('d'), q('e')];
    expect(keys(takeUpWrittenQuestions(questions, [ai(1), ai(2)], 1, new Set(['a'])))).toEqual(['a', 'b', 'c', 'ai_1', 'ai_2']);
  });

  it('never replaces the question reached, one before it, one answered, a follow-up or a written one', () => {
    const questions = [q('a'), q('b'), q('b_follow', { follow_up_of: 'b' }), q('c'), q('ai_9', { written_by_ai: true }), q('d')];
    const taken = takeUpWrittenQuestions(questions, [ai(1), ai(2), ai(3)], 1, new Set(['d']));
    expect(keys(taken)).toEqual(['a', 'b', 'b_follow', 'ai_1', 'ai_9', 'd']);
  });

  it('is null when nothing is left to replace, or every written question is already in the interview', () => {
    expect(takeUpWrittenQuestions([q('a'), q('b')], [ai(1)], 1, new Set())).toBeNull();
    expect(takeUpWrittenQuestions([q('a'), q('b'), ai(1)], [ai(1)], 0, new Set())).toBeNull();
  });
});
