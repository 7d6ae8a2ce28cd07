import { describe, expect, it } from 'vitest';
import { MOCK_QUESTION_SET_IDS, MOCK_QUESTION_TYPES } from '@rehearse/contract/mock-question-sets';
import { MOCK_COMPETENCIES } from '@rehearse/contract/mock-result';
import { mockQuestionSchema } from '@rehearse/contract/mock-interview';
import { QUESTION_SETS, questionSet, questionSetSummaries, setQuestionByKey, setWithCompetency } from './question-sets.ts';

describe('question sets', () => {
  it('loads every set of the contract, each checked at load: ≥ 25 questions with unique keys, tips and a strong answer', () => {
    expect([...QUESTION_SETS.keys()]).toEqual([...MOCK_QUESTION_SET_IDS]);
    const keys = new Set<string>();
    for (const set of QUESTION_SETS.values()) {
      expect(set.questions.length).toBeGreaterThanOrEqual(25);
      for (const q of set.questions) {
        expect(keys.has(q.key)).toBe(false);
        keys.add(q.key);
        expect(q.strong_answer.length).toBeGreaterThanOrEqual(2);
        expect([60, 90]).toContain(q.target_time);
        expect(q.text.trim()).toBe(q.text);
      }
    }
  });

  it('keeps the behavioural bank: its 42 questions over the 10 competencies, 4 or more each', () => {
    const bank = questionSet('behavioural').questions;
    expect(bank).toHaveLength(42);
    expect(new Set(bank.map((q) => q.type))).toEqual(new Set(['behavioural']));
    for (const c of MOCK_COMPETENCIES) expect(bank.filter((q) => q.competency === c).length).toBeGreaterThanOrEqual(4);
  });

  it('mixes question types in the role sets, and the general set has the classic questions', () => {
    for (const id of MOCK_QUESTION_SET_IDS.filter((s) => s !== 'behavioural' && s !== 'general')) {
      const types = new Set(questionSet(id).questions.map((q) => q.type));
      expect(types.size, id).toBeGreaterThanOrEqual(3);
      for (const t of types) expect(MOCK_QUESTION_TYPES).toContain(t);
    }
    const general = questionSet('general').questions.map((q) => q.text.toLowerCase());
    for (const phrase of ['tell me about yourself', 'why do you want to work for this company', 'why are you leaving', 'strengths', 'weakness', 'salary', 'questions do you have for us']) {
      expect(general.some((t) => t.includes(phrase)), phrase).toBe(true);
    }
  });

  it('gives each question as a session asks it, valid against the contract, and finds sets by competency', () => {
    const q = setQuestionByKey('teamwork_1');
    expect(mockQuestionSchema.parse(q)).toMatchObject({ set_id: 'behavioural', origin: 'set', written_by_ai: false, targets: null, follow_up_of: null });
    expect(setQuestionByKey('da_01')?.set_id).toBe('data_analyst');
    expect(setQuestionByKey('nope')).toBeUndefined();
    expect(setWithCompetency('sql')).toBe('data_analyst');
    expect(setWithCompetency('teamwork')).toBe('behavioural');
    expect(questionSetSummaries().find((s) => s.id === 'sales')).toMatchObject({ title: 'Sales', question_count: 25 });
    // One spelling with the question card's 'Behavioral Question' (the spec's, verbatim).
    expect(questionSetSummaries().find((s) => s.id === 'behavioural')?.title).toBe('Behavioral');
  });
});
