import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { FailedJob, JobHandler, JobQueue, RunningJob } from '../../jobs/job-queue.ts';
import type { LanguageModel } from '../../llm/language-model.ts';
import type { Logger } from '../../logging/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RecordingAnalyzer } from '../../shared/recording-analyzer.ts';
import { isAnalysisJobPayload } from './analysis-job-name.ts';
import { sessionReportNames } from '../../shared/session-report-files.ts';
import { MEDIA_NOT_FOUND } from './analysis-problem.ts';
import type { AnalysisRepositories } from './analysis-repositories.ts';
import type { AnalysisSessionRepository } from './analysis-session-repository.ts';
import { withBuiltInInsights, withModelInsights } from './model-summaries.ts';
import { answersReviewed } from '../../llm/answer-review.ts';
import type { AnswerReviewQueue } from '../../shared/answer-review-queue.ts';
import { analysisCompletedMail, wantsAnalysisMail } from './analysis-notification.ts';
import { asksForModel } from './analysis-types.ts';
import { combinedResultOf } from '@rehearse/contract/combined-result';
import { enqueueAnalysis } from './enqueue-analysis.ts';
import { withoutStoragePaths } from './without-storage-paths.ts';

export interface AnalysisJobDeps {
  repositories: Pick<AnalysisRepositories, 'sessions' | 'uploads' | 'mailRecipients'>;
  /** The pipeline every recording goes through (recording-analysis.ts). */
  analyzeRecording: RecordingAnalyzer;
  mailer: Mailer;
  logger: Logger;
  /** Links in mails start with it. */
  publicUrl: string;
  /** When configured, writes `insights.summary` for sessions started with 'llm'; null: the built-in text stays. */
  model?: LanguageModel | null;
  /** Queues the rubric and rebuilt answer of each judged answer once the analysis is complete (it never waits for them). */
  answerReviews?: AnswerReviewQueue;
  clock?: () => Date;
}

/** The message a session keeps when every attempt failed for a reason other than the media itself (never a storage path). */
export function finalFailureMessage(error: Error, attempts: number): string {
  return `Analysis failed after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${withoutStoragePaths(error.message)}`;
}

/**
 * Runs one analysis. Every step is idempotent (delivery is at least once): a completed session
 * is left alone, progress and results are overwritten. Report files are made from the result when asked for.
 */
export function createAnalysisJobHandler(deps: AnalysisJobDeps): JobHandler {
  const now = deps.clock ?? (() => new Date());
  const { sessions, uploads } = deps.repositories;
  return async (job: RunningJob) => {
    if (!isAnalysisJobPayload(job.payload)) {
      deps.logger.error({ jobId: job.id }, 'analysis job without a session id; dropped');
      return;
    }
    const { sessionId } = job.payload;
    const log = deps.logger.child({ sessionId, jobId: job.id, attempt: job.attempt });
    const session = await sessions.findById(sessionId);
    if (!session || session.status === 'completed') return;
    // A mock interview's report is assembled from its answers by the mock feature, not from an upload.
    if (session.category === 'mock_interview') return;
    const upload = session.video_upload_id ? await uploads.findById(session.video_upload_id) : null;
    if (!upload || upload.deleted_at) {
      await sessions.markFailed(sessionId, MEDIA_NOT_FOUND, now().toISOString());
      return;
    }
    await sessions.markProcessing(sessionId);
    log.info('analysis started');

    const outcome = await deps.analyzeRecording({
      job,
      storageKey: upload.storage_key,
      // Voices are separated only in a recording the user said is an interview: one person's voice is never split.
      findSpeakers: upload.speaker_setup === 'interview',
      missingMessage: MEDIA_NOT_FOUND,
      writeProgress: (stage, progress) => sessions.setProgress(sessionId, stage, progress),
      review: (analysed) => reviewed(deps.model ?? null, asksForModel(session.analysis_types), analysed, log),
      log,
    });
    if (outcome.status === 'handed_back') return;
    if (outcome.status === 'failed') {
      await sessions.markFailed(sessionId, outcome.error, now().toISOString());
      return;
    }
    const { result } = outcome;

    const endTime = now().toISOString();
    await sessions.markCompleted(sessionId, {
      result: JSON.stringify(result),
      summary: JSON.stringify(combinedResultOf(result, endTime)),
      reportFiles: JSON.stringify(sessionReportNames(sessionId)),
      endTime,
    });
    log.info({ overall: result.overall_score }, 'analysis completed');
    if (deps.answerReviews && !answersReviewed(result)) {
      await deps.answerReviews.enqueue(sessionId, null).catch((error: unknown) => log.warn({ err: error }, 'answer review not queued'));
    }
    await notify(deps, session.user_id, session.display_name, sessionId, result.overall_score).catch((error: unknown) =>
      log.warn({ err: error }, 'analysis mail not sent'),
    );
  };
}

/**
 * The insights of a model when the session asked for one and a model is configured, else the engine's rule text. The
 * answers' rubrics and rebuilt answers come later, from their own job (answer-review).
 */
async function reviewed(model: LanguageModel | null, asked: boolean, result: AnalysisResult, log: Logger): Promise<AnalysisResult> {
  if (!model || !asked) return withBuiltInInsights(result);
  // A model outage or timeout never fails the analysis: the engine's rule text stays.
  return withModelInsights(model, result, log);
}

async function notify(deps: AnalysisJobDeps, userId: string, displayName: string, sessionId: string, overall: number | null): Promise<void> {
  const contact = await deps.repositories.mailRecipients.findMailRecipient(userId);
  if (!contact || !wantsAnalysisMail(contact.settings)) return;
  await deps.mailer.send(
    analysisCompletedMail({
      to: contact.email,
      name: contact.name,
      displayName,
      overallScore: overall,
      url: `${deps.publicUrl}/analysis/${encodeURIComponent(sessionId)}`,
    }),
  );
}

/** The queue's last word on an analysis job: the session ends failed with a message. */
export async function markAnalysisFinallyFailed(
  sessions: AnalysisSessionRepository,
  job: FailedJob,
  error: Error,
  now: Date = new Date(),
): Promise<void> {
  if (!isAnalysisJobPayload(job.payload)) return;
  await sessions.markFailed(job.payload.sessionId, finalFailureMessage(error, job.attempts), now.toISOString());
}

/**
 * Start-up recovery: every session left queued or processing (its worker killed, its job lost)
 * is enqueued again. The singleton key makes this a no-op while its job is still alive; otherwise
 * a new job completes it or ends it failed with a message, so none stays 'processing' for ever.
 */
export async function recoverUnfinishedAnalyses(sessions: AnalysisSessionRepository, queue: JobQueue, logger: Logger): Promise<number> {
  const unfinished = await sessions.listUnfinished();
  for (const session of unfinished) await enqueueAnalysis(queue, session.session_id);
  if (unfinished.length > 0) logger.info({ count: unfinished.length }, 'unfinished analyses enqueued again');
  return unfinished.length;
}
