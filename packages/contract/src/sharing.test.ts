import { describe, expect, it } from 'vitest';
import { createCommentRequestSchema, createShareRequestSchema, formatCommentTime, parseCommentTime } from './sharing.ts';

describe('comment time stamps', () => {
  it('formats and parses M:SS and H:MM:SS', () => {
    expect(formatCommentTime(42)).toBe('0:42');
    expect(formatCommentTime(62.9)).toBe('1:02');
    expect(formatCommentTime(3723)).toBe('1:02:03');
    expect(parseCommentTime('0:42')).toBe(42);
    expect(parseCommentTime(' 1:02:03 ')).toBe(3723);
    expect(parseCommentTime('42')).toBe(42);
  });
  it('refuses what is not a time', () => {
    for (const text of ['', '1:2', '0:60', 'abc', '-1', '1:00:00:00', '1.5']) expect(parseCommentTime(text)).toBeNull();
  });
});

describe('share and comment bodies', () => {
  it('needs a target unless everything is shared, and lower-cases the address', () => {
    expect(createShareRequestSchema.safeParse({ email: 'a@b.co', scope: 'analysis' }).success).toBe(false);
    expect(createShareRequestSchema.parse({ email: ' Coach@Example.COM ', scope: 'all' })).toMatchObject({ email: 'coach@example.com', include_recording: false });
    expect(createShareRequestSchema.safeParse({ email: 'not an address', scope: 'all' }).success).toBe(false);
  });
  it('refuses empty, huge and out-of-range comments', () => {
    expect(createCommentRequestSchema.safeParse({ at_seconds: 1, body: '   ' }).success).toBe(false);
    expect(createCommentRequestSchema.safeParse({ at_seconds: 1, body: 'x'.repeat(2001) }).success).toBe(false);
    expect(createCommentRequestSchema.safeParse({ at_seconds: -1, body: 'ok' }).success).toBe(false);
    expect(createCommentRequestSchema.safeParse({ at_seconds: 1e9, body: 'ok' }).success).toBe(false);
    expect(createCommentRequestSchema.parse({ at_seconds: 42, body: ' you looked away ' }).body).toBe('you looked away');
  });
});
