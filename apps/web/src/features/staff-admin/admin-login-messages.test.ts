import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { failedLoginMessage, unsuccessfulLoginMessage } from './admin-login-messages.ts';

describe('admin login messages', () => {
  it("uses the server's message for a refused login", () => {
    expect(failedLoginMessage(new ApiError(401, 'Invalid username or password'))).toBe('Invalid username or password');
  });
  it('falls back to the check-your-credentials text without a server message or on a network error', () => {
    expect(failedLoginMessage(new ApiError(500, 'Request failed with status 500'))).toBe('Login failed. Please check your credentials.');
    expect(failedLoginMessage(new ApiError(0, 'Error connecting to server'))).toBe('Login failed. Please check your credentials.');
    expect(failedLoginMessage(new TypeError('x'))).toBe('Login failed. Please check your credentials.');
  });
  it("says 'Login failed' for an unsuccessful answer without a message", () => {
    expect(unsuccessfulLoginMessage(undefined)).toBe('Login failed');
    expect(unsuccessfulLoginMessage('Account disabled')).toBe('Account disabled');
  });
});
