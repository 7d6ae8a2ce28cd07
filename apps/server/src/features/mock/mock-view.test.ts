import { FOLLOW_UP_QUESTIONS } from '@rehearse/contract/mock-constants';
import { mockAnswersSchema } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { scriptedResult } from '../analysis/analysis-test-kit.ts';
import type { MockAnswerRow } from './mock-answer-repository.ts';
import type { MockAttemptRow } from './mock-attempt-repository.ts';
import { answersView, summarize } from './mock-view.ts';
import { typedAnswerContent } from '@rehearse/analysis';
import { setQuestionByKey } from './question-sets.ts';

/** A typed answer as the typed-answer step stores it: no recording, its content judged at once. */
const typedRow = (text: string, over: Partial<MockAnswerRow> = {}): MockAnswerRow => {
  const q = setQuestionByKey('teamwork_1')!;
  const content = typedAnswerContent({ text, question: q.text, competency: q.competency, targetSeconds: q.target_time });
  return row({ duration_sec: null, media_key: null, analysis_result: null, analysis_session_id: null, typed_text: text, typed_content: JSON.stringify(content), ...over });
};

const NO_RESULT =
  'At my last job our release was late and customers were unhappy. I was responsible for the test plan for the whole team. I wrote new tests and I paired with two developers every day for a month.';

const row = (over: Partial<MockAnswerRow>): MockAnswerRow => ({
  session_id: 's',
  question_key: 'teamwork_1',
  skipped: false,
  notes: '',
  duration_sec: 30,
  media_key: 'mock/u/s/teamwork_1/a.webm',
  media_deleted_at: null,
  analysis_status: 'completed',
  analysis_progress: 100,
  analysis_error: null,
  analysis_result: JSON.stringify({ ...scriptedResult(64, 30), transcript: { text: NO_RESULT, words: [] } }),
  analysis_session_id: 'analysis-teamwork_1',
  updated_at: '2026-11-25T10:00:00.000Z',
  attempt: 1,
  typed_text: null,
  typed_content: null,
  ...over,
});

const question = setQuestionByKey('teamwork_1')!;
const followUp = { ...setQuestionByKey('leadership_1')!, key: 'teamwork_1__fu', origin: 'follow_up' as const, follow_up_of: 'teamwork_1' };

describe('answersView', () => {
  it('shows the score of a completed analysis and the follow-up it suggests, until one is added', () => {
    const view = answersView([row({})], [], [question]);
    expect(mockAnswersSchema.parse(view).teamwork_1).toMatchObject({
      analysis: { status: 'completed', score: 64 },
      follow_up: { text: FOLLOW_UP_QUESTIONS.no_result, reason: 'no_result', written_by_ai: false },
    });
    expect(view.teamwork_1?.attempt).toBeUndefined();
    expect(answersView([row({})], [], [question, followUp]).teamwork_1?.follow_up).toBeUndefined();
    expect(answersView([row({ analysis_status: 'processing', analysis_result: null })], [], [question]).teamwork_1).not.toHaveProperty('follow_up');
  });

  it('numbers a retaken answer and lists its earlier attempts, oldest first', () => {
    const earlier: MockAttemptRow = { ...row({ analysis_result: JSON.stringify(scriptedResult(50, 20)) }), attempt: 1 };
    const view = answersView([row({ attempt: 2 })], [earlier], [question]);
    expect(view.teamwork_1).toMatchObject({ attempt: 2, earlier_attempts: [{ attempt: 1, recorded_at: earlier.updated_at, analysis: { score: 50 } }] });
  });

  it('keeps a skipped answer to skipped and notes', () => {
    expect(answersView([row({ skipped: true, media_key: null, analysis_status: null, analysis_result: null, notes: 'later' })], [], [question]).teamwork_1).toEqual({
      skipped: true,
      notes: 'later',
      analysis: null,
    });
  });
});

describe('answersView of a typed answer', () => {
  it('shows its text and content, no recording or duration, complete with no score of its own, and the follow-up it suggests', () => {
    const view = mockAnswersSchema.parse(answersView([typedRow(NO_RESULT)], [], [question])).teamwork_1!;
    expect(view).toMatchObject({ skipped: false, analysis: { status: 'completed', progress: 100, score: null }, typed: { text: NO_RESULT, content: { engine: 'written' } } });
    expect(view).not.toHaveProperty('media_url');
    expect(view).not.toHaveProperty('duration_sec');
    expect(view.follow_up?.reason).toBe('no_result');
  });

  it('judges the text again when the stored content cannot be read', () => {
    const view = answersView([typedRow(NO_RESULT, { typed_content: '{"not":"content"}' })], [], [question]).teamwork_1!;
    expect(view.typed?.content.engine).toBe('written');
  });
});

const own = (...keys: string[]) => keys.map((key) => ({ key, follow_up_of: null }));

describe('summarize', () => {
  it('counts a typed answer as completed but times only the recorded ones', () => {
    const summary = summarize(own('a', 'b'), [row({ question_key: 'a', duration_sec: 40 }), typedRow(NO_RESULT, { question_key: 'b' })], { createdAt: 'x', completedAt: 'y' });
    expect(summary).toMatchObject({ completion_rate: 100, completed_questions: 2, total_duration: 40, average_duration: 40 });
  });

  it('counts questions never reached as not asked, apart from the skipped ones', () => {
    const summary = summarize(own('a', 'b', 'c', 'd'), [row({ question_key: 'a' }), row({ question_key: 'b', skipped: true })], { createdAt: 'x', completedAt: 'y' });
    expect(summary).toMatchObject({ completion_rate: 25, completed_questions: 1, skipped_questions: 1, not_asked_questions: 2, total_questions: 4, total_duration: 30 });
  });

  it('counts a follow-up beside its question, never as one more question, and times its recorded answer', () => {
    const questions = [...own('a'), { key: 'a-more', follow_up_of: 'a' }, ...own('b')];
    const answers = [row({ question_key: 'a', duration_sec: 40 }), row({ question_key: 'a-more', duration_sec: 20 }), typedRow(NO_RESULT, { question_key: 'b' })];
    const summary = summarize(questions, answers, { createdAt: 'x', completedAt: 'y' });
    expect(summary).toMatchObject({ completion_rate: 100, completed_questions: 2, skipped_questions: 0, not_asked_questions: 0, total_questions: 2, total_duration: 60, average_duration: 30 });
  });
});
