import { UNSTARTED_UPLOAD_RETENTION_HOURS } from '@rehearse/contract/upload-limits';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { retentionCutoff } from '../../shared/retention-schedule.ts';
import type { VideoUploadRepository } from './video-upload-repository.ts';

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 200;
/**
 * A temp file of an upload in progress is written to all the time; one untouched this long was
 * left by a process killed mid-upload (or by a client that stalled far past any sane upload).
 */
export const STALE_TEMP_FILE_MS = HOUR_MS;

export interface RetentionSweepDeps {
  uploads: VideoUploadRepository;
  objects: ObjectStore;
  retentionDays: number;
  now?: Date;
  logger?: Logger;
}

/**
 * Deletes the stored files of uploads older than the retention period (spec FAQ: 30 days), and
 * of uploads never started after 24 hours, and marks them deleted; sessions and their results
 * stay. Also removes temp files a killed upload left behind. Answers how many uploads were deleted.
 */
export async function sweepExpiredUploads(deps: RetentionSweepDeps): Promise<number> {
  const now = deps.now ?? new Date();
  const cutoff = retentionCutoff(now, deps.retentionDays).toISOString();
  const unstartedCutoff = new Date(now.getTime() - UNSTARTED_UPLOAD_RETENTION_HOURS * HOUR_MS).toISOString();
  const expired = await deleteInBatches(deps, (limit) => deps.uploads.listStoredBefore(cutoff, limit));
  const unstarted = await deleteInBatches(deps, (limit) => deps.uploads.listUnstartedBefore(unstartedCutoff, limit));
  if (expired > 0) deps.logger?.info({ deleted: expired, cutoff }, 'expired uploads deleted');
  if (unstarted > 0) deps.logger?.info({ deleted: unstarted, cutoff: unstartedCutoff }, 'never-started uploads deleted');
  const temps = (await deps.objects.removeStaleTempFiles?.(new Date(now.getTime() - STALE_TEMP_FILE_MS))) ?? 0;
  if (temps > 0) deps.logger?.info({ removed: temps }, 'stale upload temp files removed');
  return expired + unstarted;
}

async function deleteInBatches(deps: RetentionSweepDeps, next: (limit: number) => Promise<Array<{ id: string; storage_key: string }>>): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await next(BATCH);
    for (const upload of batch) {
      await deps.objects.delete(upload.storage_key);
      await deps.uploads.markDeleted(upload.id, (deps.now ?? new Date()).toISOString());
      deleted += 1;
    }
    if (batch.length < BATCH) return deleted;
  }
}
