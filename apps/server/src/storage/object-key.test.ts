import { describe, expect, it } from 'vitest';
import { assertValidObjectKey, assertValidObjectPrefix, isValidObjectKey } from './object-key.ts';
import { InvalidObjectKeyError } from './object-store.ts';

describe('assertValidObjectKey', () => {
  it.each(['video.webm', 'uploads/user_1/2026-11-22/a1b2-c3.webm', 'reports/x.pdf', 'a/b/c/d', 'v1.2.3'])('accepts %s', (key) => {
    expect(() => assertValidObjectKey(key)).not.toThrow();
  });

  it.each([
    ['', 'empty'],
    ['/etc/passwd', 'absolute'],
    ['../secret', 'parent'],
    ['uploads/../../etc/passwd', 'parent inside'],
    ['uploads/./x', 'dot segment'],
    ['uploads//x', 'empty segment'],
    ['uploads/x/', 'trailing slash'],
    ['.tmp/abc', 'hidden segment'],
    ['uploads\\..\\x', 'backslash'],
    ['uploads/name with space.webm', 'space'],
    ['uploads/ü.webm', 'non-ASCII'],
    ['uploads/x%2F..', 'percent'],
    ['C:/windows', 'drive colon'],
    ['a\u0000b', 'NUL'],
    ['x'.repeat(513), 'too long'],
  ])('rejects %j (%s)', (key) => {
    expect(() => assertValidObjectKey(key)).toThrow(InvalidObjectKeyError);
    expect(isValidObjectKey(key)).toBe(false);
  });
});

describe('assertValidObjectPrefix', () => {
  it.each(['mock/', 'mock/user_1/', 'a/b/c/'])('accepts %s', (prefix) => {
    expect(() => assertValidObjectPrefix(prefix)).not.toThrow();
  });

  it.each(['', '/', 'mock', '../', 'mock//', 'mock/../', '.tmp/', '/mock/'])('rejects %j', (prefix) => {
    expect(() => assertValidObjectPrefix(prefix)).toThrow(InvalidObjectKeyError);
  });
});
