import { describe, expect, it } from 'vitest';
import { loginHeading } from './login-heading.ts';

describe('loginHeading', () => {
  it('does not welcome back someone who has just created an account', () => {
    const heading = loginHeading({ justRegistered: true, justVerified: false });
    expect(heading.title).not.toMatch(/back/i);
    expect(heading.subtitle).not.toMatch(/continue/i);
    expect(heading).toEqual({ title: 'Your account is created', subtitle: 'Verify your email, then sign in to start practising.' });
  });

  it('welcomes someone arriving from their verification link for the first time', () => {
    expect(loginHeading({ justRegistered: false, justVerified: true }).title).toBe('Welcome to Rehearse');
  });

  it('welcomes back anyone else', () => {
    expect(loginHeading({ justRegistered: false, justVerified: false })).toEqual({ title: 'Welcome back', subtitle: 'Sign in to continue practising.' });
  });
});
