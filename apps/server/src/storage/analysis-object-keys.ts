import { randomUUID } from 'node:crypto';

/** Object keys allow [a-zA-Z0-9_.-] per segment (storage/object-key.ts); anything else in an id becomes '_'. */
function segment(value: string): string {
  const safe = value.replace(/[^a-zA-Z0-9_-]/g, '_');
  return safe.length > 0 ? safe : '_';
}

/** The object key of an upload: the owner's folder and a random id; the original file name is never part of it. */
export function uploadKey(userId: string, uploadId: string = randomUUID()): string {
  return `uploads/${segment(userId)}/${segment(uploadId)}`;
}
