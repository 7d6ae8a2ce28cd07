import { describe, expect, it } from 'vitest';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';

describe('list cursor', () => {
  it('round-trips the sort key', () => {
    const cursor = { created_at: '2026-11-23T07:00:00.000Z', session_id: 'abc-123' };
    expect(decodeListCursor(encodeListCursor(cursor))).toEqual(cursor);
  });

  it('refuses anything it did not make', () => {
    for (const text of ['', 'not base64 !', Buffer.from('{"a":1}').toString('base64url'), Buffer.from('[1,2]').toString('base64url'), Buffer.from(JSON.stringify(['x'.repeat(65), 'y'])).toString('base64url')]) {
      expect(decodeListCursor(text)).toBeNull();
    }
  });
});
