import { describe, expect, it } from 'vitest';
import { shareStatusOf } from './share-status.ts';

describe('shareStatusOf', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const base = { revoked_at: null, accepted_at: null, expires_at: '2026-11-26T12:00:00Z' };
  it('tells pending, expired, active and revoked apart', () => {
    expect(shareStatusOf(base, now)).toBe('pending');
    expect(shareStatusOf({ ...base, expires_at: '2026-11-25T12:00:00Z' }, now)).toBe('expired');
    expect(shareStatusOf({ ...base, expires_at: '2026-11-01T00:00:00Z', accepted_at: '2026-10-30T00:00:00Z' }, now)).toBe('active');
    expect(shareStatusOf({ ...base, accepted_at: '2026-11-24T00:00:00Z', revoked_at: '2026-11-25T00:00:00Z' }, now)).toBe('revoked');
  });
});
