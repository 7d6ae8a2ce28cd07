import { randomUUID } from 'node:crypto';

/** Object keys allow [a-zA-Z0-9_.-] per segment (storage/object-key.ts); anything else in an id becomes '_'. */
function segment(value: string): string {
  const safe = value.replace(/[^a-zA-Z0-9_-]/g, '_');
  return safe.length > 0 ? safe : '_';
}

/** The folder of every mock-interview recording. */
export const MOCK_RECORDINGS_ROOT = 'mock/';

/** The folder of all of one user's recordings: what account deletion removes whole. */
export function userRecordingsPrefix(userId: string): string {
  return `${MOCK_RECORDINGS_ROOT}${segment(userId)}/`;
}

/** The folder of one question's recordings; every upload gets a new random name in it. */
export function recordingPrefix(userId: string, sessionId: string, questionKey: string): string {
  return `${userRecordingsPrefix(userId)}${segment(sessionId)}/${segment(questionKey)}/`;
}

export function newRecordingKey(userId: string, sessionId: string, questionKey: string, extension: string): string {
  return `${recordingPrefix(userId, sessionId, questionKey)}${randomUUID()}.${extension}`;
}

/**
 * Where a recording waits while the link it was sent with is not yet checked (the link came after
 * the file): under the user, never a recording key itself.
 */
export function incomingRecordingKey(userId: string): string {
  return `mock/${segment(userId)}/incoming/${randomUUID()}`;
}

/** True when `key` is a recording key of this user, session and question (an answer may only name its own upload). */
export function isRecordingKeyOf(key: string, userId: string, sessionId: string, questionKey: string): boolean {
  const prefix = recordingPrefix(userId, sessionId, questionKey);
  return key.startsWith(prefix) && /^[a-f0-9-]{36}\.(webm|mp4)$/.test(key.slice(prefix.length));
}

/** The media type a recording is stored and served as, from its key or extension. */
export function recordingContentType(keyOrExtension: string): 'video/mp4' | 'video/webm' {
  return keyOrExtension.endsWith('mp4') ? 'video/mp4' : 'video/webm';
}
