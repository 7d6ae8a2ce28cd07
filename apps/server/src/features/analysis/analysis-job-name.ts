/** The queue's name for analysis jobs and what they carry. */
export const ANALYSIS_JOB = 'analysis';
/**
 * The same job, for recordings another feature owns (mock answers): one handler under a second name, so answers have
 * worker slots of their own (MOCK_WORKER_CONCURRENCY) and never wait behind uploads.
 */
export const ANSWER_ANALYSIS_JOB = 'answer-analysis';
/** Every name the analysis job runs under. */
export const ANALYSIS_JOB_NAMES: readonly string[] = [ANALYSIS_JOB, ANSWER_ANALYSIS_JOB];
/**
 * Runs of one analysis before it is marked failed (a media error is never retried). A run whose worker
 * vanished (SIGKILL, crash, lost machine) counts too, so this is sized for restarts as well as errors:
 * docs/decisions/017-cluster.md.
 */
export const ANALYSIS_MAX_ATTEMPTS = 5;

export interface AnalysisJobPayload {
  sessionId: string;
}

export function isAnalysisJobPayload(value: unknown): value is AnalysisJobPayload {
  return typeof value === 'object' && value !== null && typeof (value as { sessionId?: unknown }).sessionId === 'string';
}
