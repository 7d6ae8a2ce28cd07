import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import type { ObjectStore } from '../../storage/object-store.ts';
import { MockProblem, recordingTooLarge } from './mock-problem.ts';

/**
 * Checks the stored object an answer names before it is queued: present, not empty, at most `maxBytes`.
 * A presigned PUT goes straight to the bucket, so this is where its size is enforced; an empty or
 * oversized object is removed. Answers the size.
 */
export async function checkStoredRecording(objects: ObjectStore, key: string, maxBytes: number): Promise<number> {
  const stat = await objects.stat(key);
  if (!stat) throw new MockProblem(400, MOCK_SERVER_MESSAGES.noRecording);
  if (stat.size === 0 || stat.size > maxBytes) {
    await objects.delete(key);
    throw stat.size === 0 ? new MockProblem(400, MOCK_SERVER_MESSAGES.noRecording) : recordingTooLarge(maxBytes);
  }
  return stat.size;
}
