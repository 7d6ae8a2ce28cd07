import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { mergeWrittenQuestions } from './merge-written-questions.ts';

const q = (key: string, targeted: boolean): MockQuestion => ({
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
  targets: targeted ? { line_number: 1, line: 'SQL', skills: ['SQL'] } : null,
  follow_up_of: null,
});

describe('mergeWrittenQuestions', () => {
  it('replaces untargeted questions from the end first, keeping the count', () => {
    const drawn = [q('a', true), q('b', false), q('c', true), q('d', false)];
    const merged = mergeWrittenQuestions(drawn, [q('ai_1', true)]);
    expect(merged.map((x) => x.key)).toEqual(['a', 'b', 'c', 'ai_1']);
    expect(mergeWrittenQuestions(drawn, [q('ai_1', true), q('ai_2', true), q('ai_3', true)]).map((x) => x.key)).toEqual(['a', 'ai_1', 'ai_2', 'ai_3']);
  });

  it('never grows the interview', () => {
    expect(mergeWrittenQuestions([q('a', true)], [q('ai_1', true), q('ai_2', true)]).map((x) => x.key)).toEqual(['ai_1']);
  });
});
