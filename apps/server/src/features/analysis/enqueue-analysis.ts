import type { JobQueue } from '../../jobs/job-queue.ts';
import { ANALYSIS_JOB, ANALYSIS_MAX_ATTEMPTS, type AnalysisJobPayload } from './analysis-job-name.ts';

/** Idempotent: the singleton key makes a second enqueue of an unfinished analysis a no-op. */
export async function enqueueAnalysis(queue: JobQueue, sessionId: string, name: string = ANALYSIS_JOB): Promise<void> {
  const payload: AnalysisJobPayload = { sessionId };
  await queue.enqueue(name, payload, { singletonKey: sessionId, maxAttempts: ANALYSIS_MAX_ATTEMPTS });
}
