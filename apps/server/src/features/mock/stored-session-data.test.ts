import { describe, expect, it } from 'vitest';
import type { MockSessionRow } from './mock-session-repository.ts';
import { setQuestionByKey } from './question-sets.ts';
import { storedPosting, storedQuestions, StoredSessionDataError } from './stored-session-data.ts';

const row = (over: Partial<MockSessionRow>): MockSessionRow => ({
  id: 's1',
  user_id: 'u1',
  status: 'active',
  question_keys: '["teamwork_1","leadership_1"]',
  current_index: 0,
  created_at: '2026-11-25T10:00:00.000Z',
  completed_at: null,
  summary: null,
  analysis_session_id: null,
  set_id: 'behavioural',
  question_count: 2,
  questions: null,
  job_description: null,
  ...over,
});

describe('stored session data', () => {
  it('reads a session made before migration 020 from its keys and the sets', () => {
    expect(storedQuestions(row({})).map((q) => q.key)).toEqual(['teamwork_1', 'leadership_1']);
    expect(storedPosting(row({}))).toBeNull();
  });

  it('reads the stored questions and posting through the contract', () => {
    const q = setQuestionByKey('da_01')!;
    const posting = { text: 'SQL', skills: ['SQL'], uncovered_skills: [], tailored_by_ai: false };
    const r = row({ questions: JSON.stringify([q]), job_description: JSON.stringify(posting) });
    expect(storedQuestions(r)).toEqual([q]);
    expect(storedPosting(r)).toEqual(posting);
  });

  it('reports a corrupt row by session and column instead of failing somewhere later', () => {
    for (const bad of [row({ questions: '[{"key":1}]' }), row({ questions: '{cut' }), row({ question_keys: 'null' })]) {
      expect(() => storedQuestions(bad)).toThrow(StoredSessionDataError);
    }
    expect(() => storedPosting(row({ job_description: '{"text":1}' }))).toThrow(/s1: job_description/);
  });
});
