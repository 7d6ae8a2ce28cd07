import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { retentionCutoff } from '../../shared/retention-schedule.ts';
import type { MockService } from './mock-service.ts';

const BATCH = 200;

export interface RecordingRetentionDeps {
  service: MockService;
  objects: ObjectStore;
  /** The same period as uploaded videos (admin setting `retention_days`, spec FAQ: 30). */
  retentionDays: number;
  now?: Date;
  logger?: Logger;
}

/**
 * Deletes mock-interview recordings saved more than the retention period ago and records it on the
 * answer; answers, their analyses and the report stay, and the report stops linking the recordings.
 * Answers how many were deleted.
 */
export async function sweepExpiredRecordings(deps: RecordingRetentionDeps): Promise<number> {
  const now = deps.now ?? new Date();
  const cutoff = retentionCutoff(now, deps.retentionDays).toISOString();
  const sessions = new Set<string>();
  let deleted = 0;
  // The answers, then the earlier attempts of retaken questions.
  for (const rows of [deps.service.answers, deps.service.attempts]) {
    for (;;) {
      const batch = await rows.listStoredRecordingsBefore(cutoff, BATCH);
      for (const recording of batch) {
        // Object first: if marking fails, the next sweep deletes nothing and marks it then.
        await deps.objects.delete(recording.media_key);
        if (!(await rows.markRecordingDeleted(recording.session_id, recording.question_key, recording.media_key, now.toISOString()))) continue;
        sessions.add(recording.session_id);
        deleted += 1;
      }
      if (batch.length < BATCH) break;
    }
  }
  for (const sessionId of sessions) await deps.service.forgetDeletedRecordings(sessionId);
  if (deleted > 0) deps.logger?.info({ deleted, cutoff }, 'expired mock-interview recordings deleted');
  return deleted;
}
