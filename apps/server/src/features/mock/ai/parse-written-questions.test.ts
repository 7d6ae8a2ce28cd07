import { mockQuestionSchema } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { postingLines } from '../posting/posting-lines.ts';
import { parseWrittenQuestions } from './parse-written-questions.ts';

const lines = postingLines('Data Analyst\n\n• Write SQL every day\n• Build dashboards');

describe('parseWrittenQuestions', () => {
  it('turns the model’s JSON (inside prose or a fence) into questions labelled as written by AI, each on its line', () => {
    const reply =
      'Here you go:\n```json\n[{"text":"Tell me about a SQL query you optimised recently.","type":"role_knowledge","line_number":3,"strong_answer":["The query","How it got faster"]},' +
      '{"text":"How would you decide which charts belong on a sales dashboard?","type":"weird","line_number":99}]\n```';
    const questions = parseWrittenQuestions(reply, lines, 5, 'data_analyst');
    expect(questions).toHaveLength(2);
    for (const q of questions!) mockQuestionSchema.parse(q);
    expect(questions![0]).toMatchObject({ key: 'ai_1', written_by_ai: true, origin: 'posting', type: 'role_knowledge', targets: { line_number: 3, line: 'Write SQL every day' } });
    expect(questions![1]).toMatchObject({ key: 'ai_2', type: 'behavioural', targets: null });
    expect(questions![1]!.strong_answer.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps at most the asked count, and gives null for anything but the asked JSON', () => {
    const many = JSON.stringify([1, 2, 3].map((n) => ({ text: `Question number ${n} about the posting?`, type: 'situational', line_number: 3 })));
    expect(parseWrittenQuestions(many, lines, 2, 'general')).toHaveLength(2);
    expect(parseWrittenQuestions('I cannot help with that.', lines, 2, 'general')).toBeNull();
    expect(parseWrittenQuestions('[{"text": "short"}]', lines, 2, 'general')).toBeNull();
    expect(parseWrittenQuestions('[]', lines, 2, 'general')).toBeNull();
  });
});
