import type { JobHandler, JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { ObjectPurgeRepository } from './object-purge-repository.ts';
import { runNowAndEvery } from '../../shared/run-now-and-every.ts';

export const OBJECT_PURGE_JOB = 'account.purge-objects';
/** One purge job at a time: it works through every pending key. */
const PURGE_SINGLETON = 'account-object-purge';
/**
 * Runs before the queue gives up; with its exponential back-off that spans hours. Past that the keys
 * stay in the table and the hourly check (`schedulePurgeCheck`) enqueues a new job, so none is forgotten.
 */
const PURGE_MAX_ATTEMPTS = 20;
/** How often pending keys are looked for. */
export const PURGE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the pending files and folders (a batch; a folder's entry ends in `/`); answers how many are still pending. */
export async function purgePendingObjects(purges: ObjectPurgeRepository, objects: ObjectStore, logger: Logger): Promise<number> {
  for (const key of await purges.list()) {
    try {
      if (key.endsWith('/')) await objects.deletePrefix(key);
      else await objects.delete(key);
      await purges.done(key);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await purges.failed(key, message);
      logger.warn({ key, err: error }, 'could not delete a file of a deleted account; will retry');
    }
  }
  return purges.count();
}

/** Enqueues the purge job (a no-op while one is pending). */
export async function enqueueObjectPurge(queue: JobQueue): Promise<void> {
  await queue.enqueue(OBJECT_PURGE_JOB, {}, { singletonKey: PURGE_SINGLETON, maxAttempts: PURGE_MAX_ATTEMPTS });
}

/** The job: throws while files remain, so the queue runs it again later. */
export function createObjectPurgeHandler(purges: ObjectPurgeRepository, objects: ObjectStore, logger: Logger): JobHandler {
  return async () => {
    const left = await purgePendingObjects(purges, objects, logger);
    if (left > 0) throw new Error(`${left} file(s) of deleted accounts could not be deleted yet`);
  };
}

/** Enqueues the purge job now and every `intervalMs` while keys are pending; answers its stop function. */
export function schedulePurgeCheck(purges: ObjectPurgeRepository, queue: JobQueue, logger: Logger, intervalMs = PURGE_CHECK_INTERVAL_MS): () => void {
  const check = async () => {
    if ((await purges.count()) > 0) await enqueueObjectPurge(queue);
  };
  return runNowAndEvery(check, intervalMs, (error) => logger.error({ err: error }, 'could not check pending file deletions'));
}
