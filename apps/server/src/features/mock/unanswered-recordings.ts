import { MOCK_UNANSWERED_RECORDING_HOURS } from '@rehearse/contract/mock-constants';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { MOCK_RECORDINGS_ROOT } from './recording-keys.ts';

const HOUR_MS = 60 * 60 * 1000;
const BATCH = 200;

export interface UnansweredRecordingsDeps {
  /** What names recordings: the answers and their earlier attempts. */
  named: ReadonlyArray<{ namedRecordings(keys: readonly string[]): Promise<Set<string>> }>;
  objects: ObjectStore;
  now?: Date;
  logger?: Logger;
}

/**
 * Deletes stored recordings that no answer names and that are older than a day: recorded again,
 * uploaded and never saved as an answer, or left by an account whose rows are gone. Walks the
 * store itself, not a table, so nothing escapes it. Answers how many were deleted.
 */
export async function sweepUnansweredRecordings(deps: UnansweredRecordingsDeps): Promise<number> {
  const now = deps.now ?? new Date();
  const cutoff = now.getTime() - MOCK_UNANSWERED_RECORDING_HOURS * HOUR_MS;
  let deleted = 0;
  let batch: string[] = [];
  const deleteUnnamed = async () => {
    const named = new Set((await Promise.all(deps.named.map((n) => n.namedRecordings(batch)))).flatMap((set) => [...set]));
    for (const key of batch) {
      if (named.has(key)) continue;
      await deps.objects.delete(key);
      deleted += 1;
    }
    batch = [];
  };
  for await (const object of deps.objects.list(MOCK_RECORDINGS_ROOT)) {
    if (object.lastModified.getTime() >= cutoff) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await deleteUnnamed();
  }
  await deleteUnnamed();
  if (deleted > 0) deps.logger?.info({ deleted, hours: MOCK_UNANSWERED_RECORDING_HOURS }, 'mock-interview recordings no answer names deleted');
  return deleted;
}
