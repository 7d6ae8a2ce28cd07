import { describe, expect, it } from 'vitest';
import { providerMessage } from './auth-messages.ts';
import { LOGIN_FAILED } from './auth-messages.ts';

describe('providerMessage', () => {
  it("prefers the provider's message and falls back to the spec text", () => {
    expect(providerMessage({ message: 'Invalid email or password' }, LOGIN_FAILED)).toBe('Invalid email or password');
    expect(providerMessage({ message: '  ' }, LOGIN_FAILED)).toBe('Login failed. Please try again.');
    expect(providerMessage(null, LOGIN_FAILED)).toBe('Login failed. Please try again.');
  });
});
