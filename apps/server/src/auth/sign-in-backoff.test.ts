import { describe, expect, it } from 'vitest';
import { backoffDelaySeconds, backoffKey } from './sign-in-backoff.ts';

describe('backoffDelaySeconds', () => {
  it('lets four failures pass, waits 30 s after the fifth, doubling up to 15 min', () => {
    expect([1, 2, 3, 4].map((n) => backoffDelaySeconds(n))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map((n) => backoffDelaySeconds(n))).toEqual([30, 60, 120, 240, 480]);
    expect(backoffDelaySeconds(10)).toBe(900);
    expect(backoffDelaySeconds(1_000_000)).toBe(900);
  });
});

describe('backoffKey', () => {
  it('names the account when it exists, else the identifier, case-insensitively', () => {
    expect(backoffKey('u1', 'Ada@X.io')).toBe('user:u1');
    expect(backoffKey(null, ' Ada@X.io ')).toBe('name:ada@x.io');
    expect(backoffKey(null, 'x'.repeat(400))).toHaveLength(255);
  });
});
