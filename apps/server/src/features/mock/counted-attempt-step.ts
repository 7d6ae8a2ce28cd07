import { COUNTED_ATTEMPT_MESSAGES, mockCountedAttemptRequestSchema, type MockCountedAttemptRequest, type MockCountedAttemptResponse } from '@rehearse/contract/mock-counted-attempt';
import type { FinishStep } from './finish-step.ts';
import { MockProblem } from './mock-problem.ts';
import type { MockRepositories } from './mock-repositories.ts';
import type { MockSessionAccess } from './mock-session-access.ts';
import { loadSessionState } from './session-state.ts';

export interface CountedAttemptStepDeps {
  repos: MockRepositories;
  access: MockSessionAccess;
  /** Makes a finished interview's report again once the choice is stored. */
  finish: Pick<FinishStep, 'rebuildReport'>;
  now: () => Date;
}

/**
 * The user chooses which attempt of a retaken question counts (the latest does until then): during the interview or
 * after Finish, when the report and its scores are made again with it. The choice stays until another is made, a
 * later retake included: an explicit choice is never overridden silently.
 */
export class CountedAttemptStep {
  constructor(private readonly deps: CountedAttemptStepDeps) {}

  async choose(userId: string, request: MockCountedAttemptRequest): Promise<MockCountedAttemptResponse> {
    const body = mockCountedAttemptRequestSchema.parse(request);
    const { repos, access } = this.deps;
    const session = await this.sessionOf(userId, body.session_id);
    access.questionOf(session, body.question_key);
    const latest = await repos.answers.find(session.id, body.question_key);
    const chosen = latest?.attempt === body.attempt ? latest : await repos.attempts.find(session.id, body.question_key, body.attempt);
    if (!chosen) throw new MockProblem(404, COUNTED_ATTEMPT_MESSAGES.unknownAttempt);
    if (chosen.skipped || chosen.analysis_status === 'failed') throw new MockProblem(409, COUNTED_ATTEMPT_MESSAGES.notCountable);
    await repos.counted.choose(session.id, body.question_key, body.attempt, this.deps.now().toISOString());
    const report = session.status === 'completed' ? await this.deps.finish.rebuildReport(session.id) : 'none';
    const state = await loadSessionState(repos, access, session);
    return { success: true, counted_attempt: body.attempt, answers: state.answers, report };
  }

  /** The user's interview by its id, or by the id of its report's analysis (what the report page knows); 404 otherwise. */
  private async sessionOf(userId: string, id: string) {
    const byReport = await this.deps.repos.sessions.findByAnalysis(id);
    if (byReport?.user_id === userId) return byReport;
    return this.deps.access.owned(userId, id);
  }
}
