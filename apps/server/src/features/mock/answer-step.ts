import { MOCK_MAX_ATTEMPTS_PER_QUESTION, MOCK_MAX_RECORDING_BYTES, MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import type { MockAnswerRequest, MockAnswerResponse } from '@rehearse/contract/mock-interview';
import { mockAnswerRequestSchema } from '@rehearse/contract/mock-interview';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { RecordingAnalysisQueue } from '../../shared/recording-owner.ts';
import { MockProblem } from './mock-problem.ts';
import type { MockRepositories } from './mock-repositories.ts';
import type { MockSessionAccess } from './mock-session-access.ts';
import type { MockSessionRow } from './mock-session-repository.ts';
import { isRecordingKeyOf } from './recording-keys.ts';
import { loadSessionState } from './session-state.ts';
import { checkStoredRecording } from './stored-recording.ts';

export interface AnswerStepDeps {
  repos: MockRepositories;
  access: MockSessionAccess;
  objects: ObjectStore;
  /** The analysis feature's one analysis job (port). */
  recordingJobs: RecordingAnalysisQueue;
  logger: Logger;
  now: () => Date;
}

/** Saving answers (recorded, skipped or retaken) and the question index. */
export class AnswerStep {
  constructor(private readonly deps: AnswerStepDeps) {}

  /**
   * Saves the answer, and with `current_index` the index too, and answers the session's fresh answers. A recorded
   * answer is queued for analysis at once. It replaces the question's answer (whose recording is deleted; the
   * sweep of unanswered recordings catches one whose deletion failed) unless it is a retake, which keeps that
   * answer as an earlier attempt.
   */
  async answer(userId: string, request: MockAnswerRequest): Promise<MockAnswerResponse> {
    const body = mockAnswerRequestSchema.parse(request);
    const { repos } = this.deps;
    const session = await this.deps.access.active(userId, body.session_id);
    const questions = this.deps.access.questions(session);
    if (!questions.some((q) => q.key === body.question_key)) throw new MockProblem(404, MOCK_SERVER_MESSAGES.unknownQuestion);
    if (body.current_index !== undefined && body.current_index >= questions.length) throw new MockProblem(400, MOCK_SERVER_MESSAGES.badIndex);
    const at = this.deps.now().toISOString();
    const current = await repos.answers.find(session.id, body.question_key);
    const retake = !body.skipped && body.retake;
    if (retake) {
      if (!current || current.skipped) throw new MockProblem(409, MOCK_SERVER_MESSAGES.retakeNothing);
      if (current.attempt >= MOCK_MAX_ATTEMPTS_PER_QUESTION) throw new MockProblem(429, MOCK_SERVER_MESSAGES.tooManyAttempts(MOCK_MAX_ATTEMPTS_PER_QUESTION));
    }
    if (!body.skipped) {
      if (!isRecordingKeyOf(body.media_url, userId, session.id, body.question_key)) throw new MockProblem(400, MOCK_SERVER_MESSAGES.noRecording);
      await checkStoredRecording(this.deps.objects, body.media_url, MOCK_MAX_RECORDING_BYTES);
      const earlierAttempt = (await repos.attempts.namedRecordings([body.media_url])).has(body.media_url);
      if (earlierAttempt || (retake && current?.media_key === body.media_url)) throw new MockProblem(409, MOCK_SERVER_MESSAGES.retakeReusesRecording);
    }
    const attempt = retake && current ? current.attempt + 1 : (current?.attempt ?? 1);
    await repos.db.transaction().execute(async (trx) => {
      if (retake) await repos.attempts.archiveCurrent(session.id, body.question_key, trx);
      await repos.answers.save(
        body.skipped
          ? { sessionId: session.id, questionKey: body.question_key, skipped: true, notes: body.notes, durationSec: null, mediaKey: null, at, attempt }
          : { sessionId: session.id, questionKey: body.question_key, skipped: false, notes: body.notes, durationSec: body.duration_sec, mediaKey: body.media_url, at, attempt },
        trx,
      );
      if (body.current_index !== undefined) await repos.sessions.setCurrentIndex(session.id, body.current_index, trx);
    });
    if (!body.skipped) await this.enqueueAnswer(session.id, body.question_key);
    const replaced = retake ? null : (current?.media_key ?? null);
    if (replaced && replaced !== (body.skipped ? null : body.media_url)) await this.deleteReplacedRecording(replaced);
    return this.saved(session, body.question_key);
  }

  private async saved(session: MockSessionRow, questionKey: string): Promise<MockAnswerResponse> {
    const fresh = (await this.deps.repos.sessions.findById(session.id)) ?? session;
    const state = await loadSessionState(this.deps.repos, this.deps.access, fresh);
    const answer = state.answers[questionKey];
    if (!answer) throw new Error('answer vanished after saving');
    return { success: true, answer, answers: state.answers, current_index: fresh.current_index };
  }

  private async deleteReplacedRecording(key: string): Promise<void> {
    try {
      await this.deps.objects.delete(key);
    } catch (error) {
      this.deps.logger.warn({ err: error, key }, 'replaced mock recording not deleted now; the unanswered-recordings sweep will');
    }
  }

  /** Queues the analysis of the question's recorded answer and of its earlier attempts retaken before theirs ended. */
  async enqueueAnswer(sessionId: string, questionKey: string): Promise<void> {
    const { answers, attempts } = this.deps.repos;
    const answer = await answers.find(sessionId, questionKey);
    const ids: string[] = [];
    if (answer?.analysis_session_id && ['queued', 'processing', 'in_progress'].includes(answer.analysis_status ?? '')) ids.push(answer.analysis_session_id);
    for (const earlier of await attempts.listUnanalysed(sessionId, questionKey)) if (earlier.analysis_session_id) ids.push(earlier.analysis_session_id);
    for (const id of ids) await this.deps.recordingJobs.enqueue(id);
  }

  async progress(userId: string, sessionId: string, currentIndex: number): Promise<void> {
    const session = await this.deps.access.active(userId, sessionId);
    if (currentIndex >= this.deps.access.questions(session).length) throw new MockProblem(400, MOCK_SERVER_MESSAGES.badIndex);
    await this.deps.repos.sessions.setCurrentIndex(session.id, currentIndex);
  }
}
