import type { Database } from '../../db/database.ts';
import type { FailedJob } from '../../jobs/job-queue.ts';
import { markAnalysisFinallyFailed } from './analysis-job.ts';
import { ANALYSIS_JOB } from './analysis-job-name.ts';
import { AnalysisSessionRepository } from './analysis-session-repository.ts';

/**
 * The job queue's last word on an analysis job (its `onFinalFailure`): the session ends failed with a message.
 * Built from the database alone, so the queue can have it before the analysis runtime that needs the queue.
 */
export function analysisFinalFailure(database: Pick<Database, 'db'>): (job: FailedJob, error: Error) => Promise<void> {
  const sessions = new AnalysisSessionRepository(database.db);
  return (job, error) => (job.name === ANALYSIS_JOB ? markAnalysisFinallyFailed(sessions, job, error) : Promise.resolve());
}
