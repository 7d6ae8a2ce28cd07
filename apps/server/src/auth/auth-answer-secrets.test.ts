import { describe, expect, it } from 'vitest';
import { withoutSessionTokenForCookie, withoutStandingCredentials } from './auth-answer-secrets.ts';

describe('withoutStandingCredentials', () => {
  it('drops tokens of listed sessions, in a bare list and inside an object', () => {
    const session = { id: 's1', userId: 'u1', token: 'secret-token', expiresAt: '2030-01-01', ipAddress: '1.2.3.4' };
    expect(withoutStandingCredentials([session])).toEqual([{ id: 's1', userId: 'u1', expiresAt: '2030-01-01', ipAddress: '1.2.3.4' }]);
    expect(withoutStandingCredentials({ sessions: [session, session] })).toEqual({ sessions: [{ id: 's1', userId: 'u1', expiresAt: '2030-01-01', ipAddress: '1.2.3.4' }, { id: 's1', userId: 'u1', expiresAt: '2030-01-01', ipAddress: '1.2.3.4' }] });
  });

  it('drops the session token of get-session and any secret of a user object, however deep', () => {
    const answer = { session: { id: 's1', token: 't' }, user: { id: 'u1', password: 'hash', twoFactorSecret: 'x', nested: { backupCodes: ['a'], secret: 's', accessToken: 'a', refreshToken: 'r', idToken: 'i' } } };
    expect(withoutStandingCredentials(answer)).toEqual({ session: { id: 's1' }, user: { id: 'u1', nested: {} } });
  });

  it("keeps the caller's own new credentials at the top level: a sign-in's token, two-factor set-up", () => {
    expect(withoutStandingCredentials({ token: 't', user: { id: 'u1', token: 'x' } })).toEqual({ token: 't', user: { id: 'u1' } });
    expect(withoutStandingCredentials({ totpURI: 'otpauth://…', backupCodes: ['a', 'b'] })).toEqual({ totpURI: 'otpauth://…', backupCodes: ['a', 'b'] });
  });

  it('leaves other values as they are', () => {
    for (const value of [null, 1, 'x', true, [], {}, { status: true }, [1, 'a', null]]) expect(withoutStandingCredentials(value)).toEqual(value);
  });
});

describe('withoutSessionTokenForCookie', () => {
  it("drops get-session's session token and a top-level token, and keeps two-factor set-up", () => {
    expect(withoutSessionTokenForCookie({ session: { id: 's1', token: 't' }, user: { id: 'u1' } })).toEqual({ session: { id: 's1' }, user: { id: 'u1' } });
    expect(withoutSessionTokenForCookie({ redirect: false, token: 't', user: { id: 'u1' } })).toEqual({ redirect: false, user: { id: 'u1' } });
    expect(withoutSessionTokenForCookie({ totpURI: 'otpauth://…', backupCodes: ['a'] })).toEqual({ totpURI: 'otpauth://…', backupCodes: ['a'] });
    expect(withoutSessionTokenForCookie(null)).toBeNull();
  });
});
