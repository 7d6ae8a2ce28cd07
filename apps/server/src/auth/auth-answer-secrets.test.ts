import { describe, expect, it } from 'vitest';
import { withoutStandingCredentials } from './auth-answer-secrets.ts';

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
