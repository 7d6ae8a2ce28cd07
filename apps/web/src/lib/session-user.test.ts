import { describe, expect, it } from 'vitest';
import { creditsLeft, displayName, isAdmin, isInterviewer } from './session-user.ts';

describe('session user helpers', () => {
  it('greets by full name, then name, then e-mail local part', () => {
    expect(displayName({ full_name: 'Ada Lovelace', name: 'ada', email: 'a@x.io' })).toBe('Ada Lovelace');
    expect(displayName({ full_name: ' ', name: 'ada', email: 'a@x.io' })).toBe('ada');
    expect(displayName({ full_name: null, name: '', email: 'grace@x.io' })).toBe('grace');
  });
  it('shows 10 credits when absent', () => {
    expect(creditsLeft({ analysis_credits: null })).toBe(10);
    expect(creditsLeft({ analysis_credits: 0 })).toBe(0);
  });
  it('recognises the admin role, also in a role list', () => {
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'user,admin' })).toBe(true);
    expect(isAdmin({ role: 'user' })).toBe(false);
    expect(isAdmin({ role: null })).toBe(false);
  });
  it('recognises interviewers only', () => {
    expect(isInterviewer({ user_type: 'interviewer' })).toBe(true);
    expect(isInterviewer({ user_type: 'student' })).toBe(false);
  });
});
