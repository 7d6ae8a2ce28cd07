import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { VideoUploadRepository } from './video-upload-repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** The moment before which uploads are past retention. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/**
 * Deletes the stored files of uploads older than the retention period (spec FAQ: 30 days) and
 * marks them deleted; sessions and their results stay. Answers how many were deleted.
 */
export async function sweepExpiredUploads(deps: {
  uploads: VideoUploadRepository;
  objects: ObjectStore;
  retentionDays: number;
  now?: Date;
  logger?: Logger;
}): Promise<number> {
  const cutoff = retentionCutoff(deps.now ?? new Date(), deps.retentionDays).toISOString();
  let deleted = 0;
  for (;;) {
    const batch = await deps.uploads.listStoredBefore(cutoff, BATCH);
    for (const upload of batch) {
      await deps.objects.delete(upload.storage_key);
      await deps.uploads.markDeleted(upload.id, (deps.now ?? new Date()).toISOString());
      deleted += 1;
    }
    if (batch.length < BATCH) break;
  }
  if (deleted > 0) deps.logger?.info({ deleted, cutoff }, 'expired uploads deleted');
  return deleted;
}

/** Runs the sweep now and then every `intervalMs` (hourly by default); answers a stop function. */
export function scheduleRetentionSweep(run: () => Promise<unknown>, logger: Logger, intervalMs = 60 * 60 * 1000): () => void {
  const tick = () => {
    run().catch((error: unknown) => logger.error({ err: error }, 'retention sweep failed'));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
