import { describe, expect, it } from 'vitest';
import { carriesSessionCookie } from './session-cookie.ts';

describe('carriesSessionCookie', () => {
  it.each(['better-auth.session_token=abc.sig', 'a=1; better-auth.session_token=abc', '__Secure-better-auth.session_token=abc', 'a=1;better-auth.session_token=x'])('finds it in %j', (header) => {
    expect(carriesSessionCookie(header)).toBe(true);
  });

  it.each([undefined, null, '', 'better-auth.two_factor=abc', 'xbetter-auth.session_token=abc', 'rehearse_staff_token=abc'])('finds none in %j', (header) => {
    expect(carriesSessionCookie(header)).toBe(false);
  });
});
