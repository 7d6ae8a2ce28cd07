import { ObjectNotFoundError, type ObjectStore } from '../../storage/object-store.ts';
import { withLocalFile } from '../../storage/with-local-file.ts';
import type { AnalysisEngine } from '../../shared/analysis-engine.ts';
import type { RecordingAnalysisRequest, RecordingAnalyzer, RecordingOutcome } from '../../shared/recording-analyzer.ts';
import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import { createProgressThrottle } from './progress-throttle.ts';
import { withoutStoragePaths } from './without-storage-paths.ts';

/** Well inside the default 30 s job lease. */
const REVIEW_HEARTBEAT_MS = 5000;

export interface RecordingAnalysisDeps {
  objects: ObjectStore;
  engine: Pick<AnalysisEngine, 'analyze' | 'isMediaError' | 'options'>;
}

/**
 * One recording through the engine, then its review: progress written in order and throttled one way, the job's
 * lease kept alive while a model reviews, and a media error or a missing recording ended as the recording's own
 * failure (never a storage path in the message). Idempotent, as delivery is at least once.
 */
export function createRecordingAnalyzer(deps: RecordingAnalysisDeps): RecordingAnalyzer {
  return async (request: RecordingAnalysisRequest): Promise<RecordingOutcome> => {
    const { job, log } = request;
    const shouldWrite = createProgressThrottle({ minIntervalMs: 1000, minStep: 5 });
    // Progress writes are chained so they land in order and never after the outcome.
    let writes: Promise<void> = Promise.resolve();
    const onProgress = (stage: AnalysisStage, percent: number) => {
      const progress = Math.max(0, Math.min(99, Math.round(percent)));
      if (!shouldWrite(stage, progress, Date.now())) return;
      writes = writes
        .then(() => request.writeProgress(stage, progress))
        .then(() => job.heartbeat())
        .catch((error: unknown) => log.warn({ err: error }, 'progress update failed'));
    };

    let analysed;
    try {
      analysed = await withLocalFile(deps.objects, request.storageKey, (path) =>
        deps.engine.analyze(path, { ...deps.engine.options, findSpeakers: request.findSpeakers, onProgress, signal: job.signal }),
      );
    } catch (error) {
      await writes;
      if (job.signal.aborted) return { status: 'handed_back' };
      if (deps.engine.isMediaError(error)) {
        log.info({ reason: error.message }, 'analysis failed: media error');
        return { status: 'failed', error: withoutStoragePaths(error.message) };
      }
      if (error instanceof ObjectNotFoundError) return { status: 'failed', error: request.missingMessage };
      throw error;
    }
    await writes;

    // A review may take as long as its model's timeout: keep the job's lease alive meanwhile.
    const heartbeat = () => void job.heartbeat().catch((error: unknown) => log.warn({ err: error }, 'heartbeat failed'));
    heartbeat();
    const keepAlive = setInterval(heartbeat, REVIEW_HEARTBEAT_MS);
    let result;
    try {
      result = await request.review(analysed);
    } finally {
      clearInterval(keepAlive);
    }
    // Handed back to the queue while this ran (a shutdown's grace time ran out): the next worker stores the outcome.
    return job.signal.aborted ? { status: 'handed_back' } : { status: 'completed', result };
  };
}
