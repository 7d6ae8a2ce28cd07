import type { Logger } from '../logging/logger.ts';
import type { JobQueue } from './job-queue.ts';
import { runNowAndEvery } from '../shared/run-now-and-every.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Jobs finished before this moment are past a retention of `retentionDays`. */
export function finishedJobCutoff(nowMs: number, retentionDays: number): number {
  return nowMs - retentionDays * DAY_MS;
}

/**
 * Prunes the queue's finished jobs now and then every `intervalMs` (hourly by default), keeping
 * `retentionDays` of history (JOB_RETENTION_DAYS), so the table and what reads it (admin and health
 * statistics, metrics) stay bounded. A queue that prunes on its own (pg-boss) needs nothing here.
 * Answers a stop function.
 */
export function scheduleFinishedJobPruning(queue: JobQueue, retentionDays: number, logger: Logger, intervalMs = 60 * 60 * 1000): () => void {
  if (!queue.pruneFinished) return () => {};
  const prune = queue.pruneFinished.bind(queue);
  return runNowAndEvery(
    async () => {
      const deleted = await prune(finishedJobCutoff(Date.now(), retentionDays));
      if (deleted > 0) logger.info({ deleted, retentionDays }, 'finished jobs pruned');
    },
    intervalMs,
    (error) => logger.error({ err: error }, 'pruning finished jobs failed'),
  );
}
