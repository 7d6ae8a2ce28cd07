import { combinedResultOf } from '@rehearse/contract/combined-result';
import type { FailedJob, JobHandler, JobQueue, RunningJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import { answersReviewed } from '../../llm/answer-review.ts';
import type { AnswerReviewQueue } from '../../shared/answer-review-queue.ts';
import type { RecordingAnalyzer } from '../../shared/recording-analyzer.ts';
import type { RecordingEnd } from '../../shared/recording-owner.ts';
import { sessionReportNames } from '../../shared/session-report-files.ts';
import { isAnalysisJobPayload } from './analysis-job-name.ts';
import type { AnalysisSessionRepository } from './analysis-session-repository.ts';
import { enqueueAnalysis } from './enqueue-analysis.ts';
import type { RecordingOwnerRegistry } from './recording-owner-registry.ts';
import { withoutStoragePaths } from './without-storage-paths.ts';

export interface RecordingJobDeps {
  sessions: AnalysisSessionRepository;
  /** Who owns each origin's recordings: where a recording is, what is added to its result, who hears that it ended. */
  owners: RecordingOwnerRegistry;
  /** The pipeline every recording goes through (recording-analysis.ts). */
  analyzeRecording: RecordingAnalyzer;
  logger: Logger;
  /** Queues the rubric and rebuilt answer of each judged answer once the analysis is complete (it never waits for them). */
  answerReviews?: AnswerReviewQueue;
  clock?: () => Date;
}

/** The message an analysis keeps when every attempt failed for a reason other than the media itself (never a storage path). */
export function finalFailureMessage(error: Error, attempts: number): string {
  return `Analysis failed after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${withoutStoragePaths(error.message)}`;
}

/**
 * The one job of every recording, an upload or a mock answer alike: takes an analysis id, asks the owner of its
 * origin where the recording is, runs the recording analyzer, writes the state to the analysis row and tells the
 * owner it ended. At least once: an analysis that has ended is left alone (its owner hears so again); one deleted
 * meanwhile (a re-recorded answer) takes no writes.
 */
export function createRecordingJobHandler(deps: RecordingJobDeps): JobHandler {
  const now = () => (deps.clock ?? (() => new Date()))().toISOString();
  const { sessions } = deps;
  return async (job: RunningJob) => {
    if (!isAnalysisJobPayload(job.payload)) {
      deps.logger.error({ jobId: job.id }, 'analysis job without a session id; dropped');
      return;
    }
    const { sessionId } = job.payload;
    const log = deps.logger.child({ sessionId, jobId: job.id, attempt: job.attempt });
    const session = await sessions.findById(sessionId);
    if (!session) return;
    // A finished mock interview's report is assembled from its answers by the mock feature, not from a recording.
    if (session.origin === 'own' && session.category === 'mock_interview') return;
    const owner = deps.owners.ownerOf(session.origin);
    if (!owner) throw new Error(`no owner of ${session.origin} recordings is registered`);
    if (session.status === 'completed' || session.status === 'failed') {
      await owner.analysed(sessionId, { status: 'finished_earlier' }, log);
      return;
    }
    const recording = await owner.recordingOf(sessionId);
    if (!recording) {
      await sessions.markFailed(sessionId, owner.missingMessage, now());
      await owner.changed(sessionId);
      await owner.analysed(sessionId, { status: 'failed', error: owner.missingMessage }, log);
      return;
    }
    await sessions.markProcessing(sessionId);
    await owner.changed(sessionId);
    log.info({ origin: session.origin }, 'analysis started');

    const outcome = await deps.analyzeRecording({
      job,
      storageKey: recording.storageKey,
      findSpeakers: recording.findSpeakers,
      missingMessage: owner.missingMessage,
      writeProgress: async (stage, progress) => {
        await sessions.setProgress(sessionId, stage, progress);
        await owner.changed(sessionId);
      },
      review: (analysed) => recording.review(analysed, log),
      log,
    });
    if (outcome.status === 'handed_back') return;
    let end: RecordingEnd;
    if (outcome.status === 'failed') {
      await sessions.markFailed(sessionId, outcome.error, now());
      end = outcome;
    } else {
      const { result } = outcome;
      const endTime = now();
      // Only the user's own analyses are listed and downloaded: a mock answer is read through its interview's report.
      const listed = session.origin === 'own';
      await sessions.markCompleted(sessionId, {
        result: JSON.stringify(result),
        summary: listed ? JSON.stringify(combinedResultOf(result, endTime)) : null,
        reportFiles: listed ? JSON.stringify(sessionReportNames(sessionId)) : null,
        endTime,
      });
      log.info({ overall: result.overall_score }, 'analysis completed');
      if (deps.answerReviews && !answersReviewed(result)) {
        await deps.answerReviews.enqueue(sessionId, recording.question).catch((error: unknown) => log.warn({ err: error }, 'answer review not queued'));
      }
      end = { status: 'completed', result };
    }
    await owner.changed(sessionId);
    await owner.analysed(sessionId, end, log);
  };
}

/**
 * The queue's last word on an analysis job (every attempt failed, or its worker vanished on the last one): the
 * analysis ends failed with a message, and its owner hears so when one is registered in this process.
 */
export async function markAnalysisFinallyFailed(
  deps: { sessions: AnalysisSessionRepository; owners?: RecordingOwnerRegistry; logger?: Logger },
  job: FailedJob,
  error: Error,
  now: Date = new Date(),
): Promise<void> {
  if (!isAnalysisJobPayload(job.payload)) return;
  const { sessionId } = job.payload;
  const message = finalFailureMessage(error, job.attempts);
  await deps.sessions.markFailed(sessionId, message, now.toISOString());
  const session = deps.owners ? await deps.sessions.findById(sessionId) : null;
  const owner = session ? deps.owners?.ownerOf(session.origin) : null;
  if (!owner || !deps.logger) return;
  await owner.changed(sessionId);
  await owner.analysed(sessionId, { status: 'failed', error: message }, deps.logger.child({ sessionId, jobId: job.id }));
}

/**
 * Start-up recovery: every upload's analysis left queued or processing (its worker killed, its job lost) is enqueued
 * again. The singleton key makes this a no-op while its job is still alive; otherwise a new job completes it or ends
 * it failed with a message, so none stays 'processing' for ever. Mock answers are enqueued again by the mock
 * feature's recovery, which also assembles the reports they hold up.
 */
export async function recoverUnfinishedAnalyses(sessions: AnalysisSessionRepository, queue: JobQueue, logger: Logger): Promise<number> {
  const unfinished = await sessions.listUnfinished();
  for (const session of unfinished) await enqueueAnalysis(queue, session.session_id);
  if (unfinished.length > 0) logger.info({ count: unfinished.length }, 'unfinished analyses enqueued again');
  return unfinished.length;
}
