import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import type { MockPostingQuestionsRequest, MockPostingQuestionsResponse } from '@rehearse/contract/mock-posting-questions';
import { MOCK_QUESTION_SET_IDS } from '@rehearse/contract/mock-question-sets';
import type { Logger } from '../../logging/logger.ts';
import type { LatePostingQuestions } from './ai/late-posting-questions.ts';
import { takeUpWrittenQuestions } from './ai/take-up-written-questions.ts';
import { MockProblem } from './mock-problem.ts';
import type { MockRepositories } from './mock-repositories.ts';
import type { MockSessionAccess } from './mock-session-access.ts';
import { extractPostingSkills } from './posting/extract-posting-skills.ts';
import { postingSummary } from './posting/posting-summary.ts';
import { questionSet } from './question-sets.ts';
import { loadSessionState } from './session-state.ts';

export interface PostingQuestionsStepDeps {
  repos: Pick<MockRepositories, 'sessions' | 'answers' | 'attempts' | 'counted'>;
  access: MockSessionAccess;
  late: LatePostingQuestions;
  logger: Logger;
}

const ALL_COMPETENCIES = new Set(MOCK_QUESTION_SET_IDS.flatMap((id) => questionSet(id).questions.map((q) => q.competency)));

/**
 * The running interview takes up the posting questions the model wrote after it started: they replace bank questions
 * it has not reached — after the question it is on, as the caller or the server last saw it, and after the last
 * answered one — and the session's posting says which skills are now covered. Once only: later calls answer `none`.
 */
export class PostingQuestionsStep {
  constructor(private readonly deps: PostingQuestionsStepDeps) {}

  async takeUp(userId: string, request: MockPostingQuestionsRequest): Promise<MockPostingQuestionsResponse> {
    const { access, late, repos } = this.deps;
    const session = await access.active(userId, request.session_id);
    const state = await loadSessionState(repos, access, session);
    if (request.current_index >= state.questions.length) throw new MockProblem(400, MOCK_SERVER_MESSAGES.badIndex);
    const unchanged = (status: 'writing' | 'none'): MockPostingQuestionsResponse => ({ success: true, state: status, questions: state.questions, answers: state.answers });
    const waiting = late.of(session.id);
    if (waiting.state !== 'ready') return unchanged(waiting.state);

    const answered = new Set(Object.keys(state.answers));
    const lastAnswered = state.questions.reduce((last, q, i) => (answered.has(q.key) ? i : last), -1);
    const reached = Math.max(request.current_index, session.current_index, lastAnswered);
    const questions = takeUpWrittenQuestions(state.questions, waiting.questions, reached, answered);
    if (!questions) {
      late.forget(session.id);
      return unchanged('none');
    }
    const posting = state.posting ? postingSummary(state.posting.text, extractPostingSkills(state.posting.text, ALL_COMPETENCIES), questions) : null;
    const saved = await repos.sessions.setQuestions(session.id, {
      questions: JSON.stringify(questions),
      questionKeys: JSON.stringify(questions.map((q) => q.key)),
      previousKeys: session.question_keys,
      ...(posting ? { posting: JSON.stringify(posting) } : {}),
    });
    // A follow-up added meanwhile changed the questions: the next call takes them up over the new list.
    if (!saved) return unchanged('writing');
    late.forget(session.id);
    this.deps.logger.info({ sessionId: session.id, replaced: questions.filter((q, i) => q.key !== state.questions[i]!.key).length }, 'posting questions taken up by the running interview');
    return { success: true, state: 'taken-up', questions, answers: state.answers };
  }
}
