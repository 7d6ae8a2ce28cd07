import type { Database } from '../../db/database.ts';
import type { FailedJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import { markAnalysisFinallyFailed } from './recording-job.ts';
import { ANALYSIS_JOB_NAMES } from './analysis-job-name.ts';
import { AnalysisSessionRepository } from './analysis-session-repository.ts';
import { analysisDb } from './analysis-tables.ts';
import type { RecordingOwnerRegistry } from './recording-owner-registry.ts';

/**
 * The job queue's last word on an analysis job (its `onFinalFailure`): the analysis ends failed with a message and
 * its recording's owner hears so. Built from the database and the owner registry alone, so the queue can have it
 * before the runtimes that need the queue (they register their owners later).
 */
export function analysisFinalFailure(
  database: Pick<Database, 'db'>,
  recordingOwners?: { owners: RecordingOwnerRegistry; logger: Logger },
): (job: FailedJob, error: Error) => Promise<void> {
  const sessions = new AnalysisSessionRepository(analysisDb(database.db));
  return (job, error) => (ANALYSIS_JOB_NAMES.includes(job.name) ? markAnalysisFinallyFailed({ sessions, ...recordingOwners }, job, error) : Promise.resolve());
}
