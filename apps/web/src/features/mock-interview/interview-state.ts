import type { MockAnswer, MockAnswers, MockFinishResponse, MockQuestion, MockStartResponse } from '@rehearse/contract/mock-interview';

/** One running interview: its questions, the answers saved so far and the question on screen. */
export interface Interview {
  sessionId: string;
  questions: MockQuestion[];
  answers: MockAnswers;
  index: number;
}

/** The mock interview page's state, one phase at a time. */
export type MockFlow =
  | { phase: 'check' }
  | { phase: 'interview'; interview: Interview }
  | { phase: 'complete'; interview: Interview; finished: MockFinishResponse };

export type MockFlowAction =
  | { type: 'started'; response: Pick<MockStartResponse, 'session_id' | 'questions' | 'answers' | 'current_index'> }
  /** The server's answers and index after a save (POST /api/mock/answer/ answers with both). */
  | { type: 'answers-replaced'; answers: MockAnswers; index: number }
  /**
   * A recording stored behind the spoken interview, which may have moved on meanwhile: the server's answers are taken
   * over the ones held (an answer it has not returned yet is kept), and the index moves up to the stored answer's
   * question, never back from a later one.
   */
  | { type: 'answer-stored'; answers: MockAnswers; questionKey: string }
  /** A poll's answers: only their analyses (and suggested follow-ups) are taken, see `withAnalysesOf`. */
  | { type: 'analyses-updated'; answers: MockAnswers }
  /** A follow-up was added: the session's questions, answers and index as the server now has them. */
  | { type: 'questions-replaced'; questions: MockQuestion[]; answers: MockAnswers; index: number }
  | { type: 'moved'; index: number }
  | { type: 'finished'; finished: MockFinishResponse }
  | { type: 'restarted' };

export const INITIAL_MOCK_FLOW: MockFlow = { phase: 'check' };

/**
 * Every change of the interview goes through here, so a saved answer and the move to the next question
 * never overwrite each other (before, `skip` set the answer and `advance` wrote back a stale interview).
 */
export function mockFlowReducer(state: MockFlow, action: MockFlowAction): MockFlow {
  switch (action.type) {
    case 'started': {
      const { session_id, questions, answers, current_index } = action.response;
      return { phase: 'interview', interview: { sessionId: session_id, questions, answers, index: clampIndex(current_index, questions.length) } };
    }
    case 'answers-replaced': {
      if (state.phase !== 'interview') return state;
      const { interview } = state;
      return { phase: 'interview', interview: { ...interview, answers: action.answers, index: clampIndex(action.index, interview.questions.length) } };
    }
    case 'answer-stored': {
      if (state.phase !== 'interview') return state;
      const { interview } = state;
      const index = Math.max(interview.index, interview.questions.findIndex((q) => q.key === action.questionKey));
      return { phase: 'interview', interview: { ...interview, answers: { ...interview.answers, ...action.answers }, index } };
    }
    case 'analyses-updated': {
      if (state.phase !== 'interview') return state;
      const { interview } = state;
      return { phase: 'interview', interview: { ...interview, answers: withAnalysesOf(interview.answers, action.answers) } };
    }
    case 'questions-replaced': {
      if (state.phase !== 'interview') return state;
      return { phase: 'interview', interview: { ...state.interview, questions: action.questions, answers: action.answers, index: clampIndex(action.index, action.questions.length) } };
    }
    case 'moved': {
      if (state.phase !== 'interview') return state;
      const { interview } = state;
      if (action.index < 0 || action.index >= interview.questions.length) return state;
      return { phase: 'interview', interview: { ...interview, index: action.index } };
    }
    case 'finished':
      return state.phase === 'interview' ? { phase: 'complete', interview: state.interview, finished: action.finished } : state;
    case 'restarted':
      return INITIAL_MOCK_FLOW;
  }
}

/** An index past the end (every question dealt with) shows the last question, not nothing. */
function clampIndex(index: number, length: number): number {
  return Math.max(0, Math.min(index, length - 1));
}

/**
 * Takes from a poll only what the poll is for: each answer's analysis and suggested follow-up, and only
 * for the same recording (same `media_url` and attempt). A poll that left before a save came back never
 * undoes the save.
 */
export function withAnalysesOf(local: MockAnswers, polled: MockAnswers): MockAnswers {
  let changed = false;
  const merged: MockAnswers = { ...local };
  for (const [key, mine] of Object.entries(local)) {
    const theirs = polled[key];
    if (!theirs || theirs.skipped || mine.skipped || theirs.media_url !== mine.media_url || theirs.attempt !== mine.attempt) continue;
    const { follow_up: _drop, ...rest } = mine;
    const next: MockAnswer = { ...rest, analysis: theirs.analysis, ...(theirs.follow_up ? { follow_up: theirs.follow_up } : {}) };
    if (JSON.stringify(next) === JSON.stringify(mine)) continue;
    merged[key] = next;
    changed = true;
  }
  return changed ? merged : local;
}
