import type { MockAnswer, MockFinishResponse } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { aQuestion } from './mock-test-questions.ts';
import { INITIAL_MOCK_FLOW, mockFlowReducer, type MockFlow } from './interview-state.ts';

const questions = ['a', 'b', 'c'].map((key) => aQuestion(key));
const recorded: MockAnswer = { skipped: false, notes: '', duration_sec: 12, media_url: 'mock/k.webm', analysis: { status: 'queued', progress: 0, error: null } };
const skipped: MockAnswer = { skipped: true, notes: '', analysis: null };
const finished: MockFinishResponse = {
  success: true,
  summary: { completion_rate: 33, completed_questions: 1, skipped_questions: 1, total_duration: 12, average_duration: 12, created_at: '2026-01-01T00:00:00Z', completed_at: '2026-01-01T00:05:00Z' },
  analysis_session_id: 'an-1',
  analysis_credits: 4,
};

const answersOf = (state: MockFlow) => (state.phase === 'interview' ? state.interview.answers : null);

function started(currentIndex = 0, answers = {}): MockFlow {
  return mockFlowReducer(INITIAL_MOCK_FLOW, { type: 'started', response: { session_id: 's1', questions, answers, current_index: currentIndex } });
}

describe('mockFlowReducer', () => {
  it('starts at the question the server says, resumed answers included', () => {
    expect(started(1, { a: recorded })).toEqual({ phase: 'interview', interview: { sessionId: 's1', questions, answers: { a: recorded }, index: 1 } });
    // An index past the end (every question dealt with) shows the last question, not nothing.
    expect(started(7)).toMatchObject({ interview: { index: 2 } });
  });

  it('keeps a skip when the move to the next question follows at once (no stale write-back)', () => {
    let state = started();
    state = mockFlowReducer(state, { type: 'answers-replaced', answers: { a: skipped }, index: 1 });
    state = mockFlowReducer(state, { type: 'moved', index: 2 });
    expect(state).toMatchObject({ phase: 'interview', interview: { index: 2, answers: { a: skipped } } });
  });

  it('refuses a move outside the questions', () => {
    const state = started();
    expect(mockFlowReducer(state, { type: 'moved', index: 3 })).toBe(state);
    expect(mockFlowReducer(state, { type: 'moved', index: -1 })).toBe(state);
  });

  it('finishes from any question and keeps the interview for the completion screen', () => {
    const state = mockFlowReducer(started(1), { type: 'finished', finished });
    expect(state).toMatchObject({ phase: 'complete', finished, interview: { index: 1 } });
    // Nothing changes a finished interview but a restart.
    expect(mockFlowReducer(state, { type: 'moved', index: 2 })).toBe(state);
    expect(mockFlowReducer(state, { type: 'answers-replaced', answers: { b: recorded }, index: 1 })).toBe(state);
    expect(mockFlowReducer(state, { type: 'restarted' })).toEqual(INITIAL_MOCK_FLOW);
  });

  it('does not finish or change an interview that has not started', () => {
    expect(mockFlowReducer(INITIAL_MOCK_FLOW, { type: 'finished', finished })).toBe(INITIAL_MOCK_FLOW);
    expect(mockFlowReducer(INITIAL_MOCK_FLOW, { type: 'moved', index: 1 })).toBe(INITIAL_MOCK_FLOW);
  });
});

describe('answers from the server', () => {
  const analysed: MockAnswer = { ...recorded, analysis: { status: 'completed', progress: 100, error: null, score: 72 }, follow_up: { text: 'What did you do yourself?', reason: 'all_we', written_by_ai: false } };

  it('replaces answers and index with what a save returned', () => {
    const state = mockFlowReducer(started(), { type: 'answers-replaced', answers: { a: skipped }, index: 1 });
    expect(state).toMatchObject({ interview: { answers: { a: skipped }, index: 1 } });
  });

  it('takes a recording stored behind the spoken interview, moving up to its question but never back', () => {
    let state = mockFlowReducer(started(), { type: 'answer-stored', answers: { a: recorded }, questionKey: 'b' });
    expect(state).toMatchObject({ interview: { answers: { a: recorded }, index: 1 } });
    state = mockFlowReducer(state, { type: 'moved', index: 2 });
    state = mockFlowReducer(state, { type: 'answer-stored', answers: { b: recorded }, questionKey: 'b' });
    expect(state).toMatchObject({ interview: { answers: { a: recorded, b: recorded }, index: 2 } });
    const finishedFlow = mockFlowReducer(state, { type: 'finished', finished });
    expect(mockFlowReducer(finishedFlow, { type: 'answer-stored', answers: { c: recorded }, questionKey: 'c' })).toBe(finishedFlow);
  });

  it('takes a poll’s analysis and follow-up for the same recording only', () => {
    let state = mockFlowReducer(started(), { type: 'answers-replaced', answers: { a: recorded }, index: 0 });
    state = mockFlowReducer(state, { type: 'analyses-updated', answers: { a: analysed } });
    expect(state).toMatchObject({ interview: { answers: { a: { analysis: { score: 72 }, follow_up: { reason: 'all_we' } } } } });
  });

  it('never lets a stale poll undo a newer save (a retake, or an answer the poll did not have yet)', () => {
    const retake: MockAnswer = { ...recorded, media_url: 'mock/k2.webm', attempt: 2, analysis: { status: 'queued', progress: 0, error: null } };
    let state = mockFlowReducer(started(), { type: 'answers-replaced', answers: { a: retake }, index: 0 });
    const before = state;
    state = mockFlowReducer(state, { type: 'analyses-updated', answers: { a: analysed } });
    expect(state).toEqual(before);
    // Nothing new in a poll keeps the very same answers (no re-render).
    const same = mockFlowReducer(started(), { type: 'answers-replaced', answers: { a: recorded }, index: 0 });
    expect(answersOf(mockFlowReducer(same, { type: 'analyses-updated', answers: { a: recorded, b: analysed } }))).toBe(answersOf(same));
  });

  it('takes the questions of a follow-up added after its question', () => {
    const followUp = aQuestion('a__fu', { origin: 'follow_up', follow_up_of: 'a' });
    const state = mockFlowReducer(started(), { type: 'questions-replaced', questions: [questions[0]!, followUp, ...questions.slice(1)], answers: { a: recorded }, index: 1 });
    expect(state).toMatchObject({ interview: { index: 1, questions: [{ key: 'a' }, { key: 'a__fu' }, { key: 'b' }, { key: 'c' }] } });
  });
});
