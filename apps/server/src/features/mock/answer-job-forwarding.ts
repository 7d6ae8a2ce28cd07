import type { JobHandler } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import { isMockAnswerJobPayload } from './mock-answer-job-name.ts';
import type { MockService } from './mock-service.ts';

/**
 * Jobs of the per-question answer kind still queued in a database (a session, a question): each queues the one
 * analysis job of the question's answer and earlier attempts still waiting, then lets the report be assembled if the
 * interview is finished and nothing was left to analyse.
 */
export function createAnswerJobForwarding(deps: { service: MockService; logger: Logger }): JobHandler {
  return async (job) => {
    if (!isMockAnswerJobPayload(job.payload)) {
      deps.logger.error({ jobId: job.id }, 'mock answer job without session and question; dropped');
      return;
    }
    const { sessionId, questionKey } = job.payload;
    await deps.service.enqueueAnswer(sessionId, questionKey);
    await deps.service.assembleReport(sessionId);
  };
}
