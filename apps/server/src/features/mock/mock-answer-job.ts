import type { JobHandler, RunningJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { RecordingAnalyzer, RecordingOutcome } from '../../shared/recording-analyzer.ts';
import { mockSessionTopic, progressSignals } from '../../shared/progress-signals.ts';
import { isMockAnswerJobPayload, MOCK_ANSWER_MAX_ATTEMPTS } from './mock-answer-job-name.ts';
import type { MockService } from './mock-service.ts';
import { answersReviewed } from '../../llm/answer-review.ts';
import type { AnswerReviewQueue } from '../../shared/answer-review-queue.ts';
import { storedQuestions } from './stored-session-data.ts';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import type { AnswerMeaning } from '../../models/answer-meaning.ts';
import { withSentenceModelContent } from './sentence-model-content.ts';

export const RECORDING_MISSING = 'The recording of this answer is missing';

/**
 * Analyses the recorded answer of one question through the pipeline every recording goes through (a port the
 * analysis feature implements) and writes its state, as an upload's, to the analysis it points at (the analysis
 * feature's store); then the question's earlier attempts still waiting (retaken before their analysis ended), then
 * lets the service assemble the report if the session is finished. At least once: a finished analysis is left alone;
 * a re-recorded answer points at a new analysis, which is analysed in turn.
 */
export function createMockAnswerJobHandler(deps: {
  service: MockService;
  analyzeRecording: RecordingAnalyzer;
  logger: Logger;
  /** Queues the answer's rubric and rebuilt answer once its analysis is complete (the answer never waits for them). */
  answerReviews?: AnswerReviewQueue;
  /** The sentence model, when provisioned: judges the answer's content against its question here; its failures never fail the answer. */
  meaning?: AnswerMeaning;
}): JobHandler {
  const { answers, attempts, analyses } = deps.service.repositories;
  const now = () => new Date().toISOString();

  /** The question as it was asked in this session (sets, posting questions, follow-ups); null when unreadable. */
  async function questionOf(sessionId: string, questionKey: string): Promise<MockQuestion | null> {
    const row = await deps.service.sessions.findById(sessionId);
    if (!row) return null;
    try {
      return storedQuestions(row).find((q) => q.key === questionKey) ?? null;
    } catch {
      return null;
    }
  }

  /**
   * Analyses the recording at `mediaKey` into its analysis `analysisId`, progress included; false when the job was
   * handed back meanwhile (the next worker finishes it). An analysis deleted meanwhile (the answer re-recorded) takes
   * no writes.
   */
  async function analyseInto(job: RunningJob, sessionId: string, questionKey: string, analysisId: string, mediaKey: string, log: Logger): Promise<boolean> {
    const changed = () => progressSignals.publish(mockSessionTopic(sessionId));
    await analyses.markProcessing(analysisId);
    changed();
    let outcome: RecordingOutcome;
    try {
      outcome = await deps.analyzeRecording({
        job,
        storageKey: mediaKey,
        findSpeakers: false,
        missingMessage: RECORDING_MISSING,
        writeProgress: async (stage, percent) => {
          await analyses.setProgress(analysisId, stage, percent);
          changed();
        },
        review: async (analysed) => withSentenceModelContent(analysed, deps.meaning ? await questionOf(sessionId, questionKey) : null, deps.meaning),
        log,
      });
    } catch (error) {
      // The last attempt: end the answer failed so the report is not held up for ever.
      if (job.attempt < MOCK_ANSWER_MAX_ATTEMPTS) throw error;
      if (job.signal.aborted) return false;
      outcome = { status: 'failed', error: `Analysis failed: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (outcome.status === 'handed_back') return false;
    if (outcome.status === 'completed') {
      await analyses.markCompleted(analysisId, { result: JSON.stringify(outcome.result), summary: null, reportFiles: null, endTime: now() });
      if (deps.answerReviews && !answersReviewed(outcome.result)) {
        const asked = await questionOf(sessionId, questionKey);
        await deps.answerReviews.enqueue(analysisId, asked?.text ?? null).catch((error: unknown) => log.warn({ err: error }, 'answer review not queued'));
      }
    } else {
      await analyses.markFailed(analysisId, outcome.error, now());
    }
    changed();
    log.info({ status: outcome.status, analysisId }, 'mock answer analysed');
    return true;
  }

  return async (job: RunningJob) => {
    if (!isMockAnswerJobPayload(job.payload)) {
      deps.logger.error({ jobId: job.id }, 'mock answer job without session and question; dropped');
      return;
    }
    const { sessionId, questionKey } = job.payload;
    const log = deps.logger.child({ sessionId, questionKey, jobId: job.id, attempt: job.attempt });
    for (;;) {
      const answer = await answers.find(sessionId, questionKey);
      const mediaKey = answer?.media_key;
      const analysisId = answer?.analysis_session_id;
      if (!answer || answer.skipped || !mediaKey || !analysisId) break;
      if (answer.analysis_status !== 'queued' && answer.analysis_status !== 'processing') break;
      if (!(await analyseInto(job, sessionId, questionKey, analysisId, mediaKey, log))) return;
      // Re-recorded meanwhile: the new recording has an analysis of its own to run.
      if ((await answers.find(sessionId, questionKey))?.analysis_session_id === analysisId) break;
    }
    for (const earlier of await attempts.listUnanalysed(sessionId, questionKey)) {
      if (!earlier.media_key || !earlier.analysis_session_id) continue;
      if (!(await analyseInto(job, sessionId, questionKey, earlier.analysis_session_id, earlier.media_key, log.child({ earlierAttempt: earlier.attempt })))) return;
    }
    await deps.service.assembleReport(sessionId);
  };
}
