import { InvalidObjectKeyError } from './object-store.ts';

const MAX_KEY_LENGTH = 512;
const SEGMENT = /^[a-zA-Z0-9_.-]+$/;

/**
 * Accepts keys like `uploads/<user>/<id>.webm`: segments of [a-zA-Z0-9_.-] joined by `/`.
 * Rejects anything that could leave the store's root or hide in it: absolute paths, empty
 * segments, `.`/`..`, and segments starting with a dot (the local store keeps its temp files there).
 */
export function assertValidObjectKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidObjectKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidObjectKeyError(key, `longer than ${MAX_KEY_LENGTH} characters`);
  if (key.startsWith('/')) throw new InvalidObjectKeyError(key, 'absolute path');
  for (const segment of key.split('/')) {
    if (segment.length === 0) throw new InvalidObjectKeyError(key, 'empty path segment');
    if (!SEGMENT.test(segment)) throw new InvalidObjectKeyError(key, 'only letters, digits, "_", ".", "-" and "/" are allowed');
    if (segment.startsWith('.')) throw new InvalidObjectKeyError(key, 'a path segment may not start with "."');
  }
}

export function isValidObjectKey(key: string): boolean {
  try {
    assertValidObjectKey(key);
    return true;
  } catch {
    return false;
  }
}

/** A folder prefix for `list`/`deletePrefix`: valid key segments followed by one `/` (never the whole store). */
export function assertValidObjectPrefix(prefix: string): void {
  if (typeof prefix !== 'string' || !prefix.endsWith('/')) throw new InvalidObjectKeyError(String(prefix), 'a prefix ends with "/"');
  assertValidObjectKey(prefix.slice(0, -1));
}
