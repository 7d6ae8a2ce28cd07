import { ObjectNotFoundError, type ObjectStore } from '../../storage/object-store.ts';
import { withLocalFile } from '../../storage/with-local-file.ts';
import type { JobHandler, RunningJob } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { AnalysisEngine } from '../analysis/analysis-engine.ts';
import { isMockAnswerJobPayload, MOCK_ANSWER_MAX_ATTEMPTS } from './mock-answer-job-name.ts';
import type { MockService } from './mock-service.ts';

/** Progress is written at most this often (ms); the last write before the result may lag a little. */
const PROGRESS_INTERVAL_MS = 1000;
export const RECORDING_MISSING = 'The recording of this answer is missing';

/**
 * Analyses one recorded answer with the analysis engine and stores the result on the answer, then
 * lets the service assemble the report if the session is finished and this was the last one. At
 * least once: a finished answer is left alone; a re-recorded answer is analysed again.
 */
export function createMockAnswerJobHandler(deps: { service: MockService; objects: ObjectStore; engine: AnalysisEngine; logger: Logger }): JobHandler {
  const { answers } = deps.service;
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
      if (!answer || answer.skipped || !mediaKey) break;
      const ended = answer.analysis_status === 'completed' || answer.analysis_status === 'failed';
      if (ended && answer.analyzed_media_key === mediaKey) break;

      await answers.markProcessing(sessionId, questionKey);
      let lastWrite = 0;
      const onProgress = (_stage: string, percent: number) => {
        const now = Date.now();
        if (now - lastWrite < PROGRESS_INTERVAL_MS) return;
        lastWrite = now;
        answers.setProgress(sessionId, questionKey, Math.max(0, Math.min(99, Math.round(percent)))).catch((error: unknown) => log.warn({ err: error }, 'progress update failed'));
      };
      let outcome: { status: 'completed' | 'failed'; result: string | null; error: string | null };
      try {
        const result = await withLocalFile(deps.objects, mediaKey, (path) => deps.engine.analyze(path, { ...deps.engine.options, onProgress }));
        outcome = { status: 'completed', result: JSON.stringify(result), error: null };
      } catch (error) {
        if (deps.engine.isMediaError(error)) outcome = { status: 'failed', result: null, error: error.message };
        else if (error instanceof ObjectNotFoundError) outcome = { status: 'failed', result: null, error: RECORDING_MISSING };
        else if (job.attempt >= MOCK_ANSWER_MAX_ATTEMPTS) {
          // The last attempt: end the answer failed so the report is not held up for ever.
          outcome = { status: 'failed', result: null, error: `Analysis failed: ${error instanceof Error ? error.message : String(error)}` };
        } else throw error;
      }
      // Handed back to the queue while this ran (a shutdown's grace time ran out): the next worker stores it.
      if (job.signal.aborted) return;
      const stored = await answers.finishAnalysis(sessionId, questionKey, mediaKey, outcome);
      log.info({ status: outcome.status, stored }, 'mock answer analysed');
      // Not stored: the answer was recorded again meanwhile; analyse the new recording.
      if (stored) break;
    }
    await deps.service.assembleReport(sessionId);
  };
}
