/**
 * A problem with the user's file (empty, unreadable, no video, too short): its message is one line meant
 * for the user. The server recognises it by `name` (it may load a different copy of this module).
 */
export class MediaError extends Error {
  override name = 'MediaError';
}
