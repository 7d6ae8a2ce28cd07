import { describe, expect, it } from 'vitest';
import { withoutSessionDetails } from './session-details-for-readers.ts';

describe('withoutSessionDetails', () => {
  it('nulls every address and user agent, in lists and nested objects, and keeps the rest', () => {
    const session = { id: 's1', ipAddress: '1.2.3.4', userAgent: 'Browser/1', expiresAt: '2030-01-01' };
    expect(withoutSessionDetails({ sessions: [session] })).toEqual({ sessions: [{ id: 's1', ipAddress: null, userAgent: null, expiresAt: '2030-01-01' }] });
    expect(withoutSessionDetails([{ inner: session }])).toEqual([{ inner: { id: 's1', ipAddress: null, userAgent: null, expiresAt: '2030-01-01' } }]);
  });

  it('leaves other values as they are', () => {
    for (const value of [null, 1, 'x', [], {}, { users: [{ id: 'u1', email: 'a@b.io' }] }]) expect(withoutSessionDetails(value)).toEqual(value);
  });
});
