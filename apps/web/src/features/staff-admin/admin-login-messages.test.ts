import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { adminLoginErrorMessage } from './admin-login-messages.ts';

describe('admin login error message (Login failed, the server message, or check your credentials)', () => {
  it("uses the server's message for a refused login", () => {
    expect(adminLoginErrorMessage(new ApiError(401, 'Invalid credentials'))).toBe('Invalid credentials');
  });
  it('falls back to the check-your-credentials text without a server message or on a network error', () => {
    expect(adminLoginErrorMessage(new ApiError(500, 'Request failed with status 500'))).toBe('Login failed. Please check your credentials.');
    expect(adminLoginErrorMessage(new ApiError(0, 'Error connecting to server'))).toBe('Login failed. Please check your credentials.');
    expect(adminLoginErrorMessage(new TypeError('x'))).toBe('Login failed. Please check your credentials.');
  });
  it("says 'Login failed' for a 2xx answer that is not a login", () => {
    expect(adminLoginErrorMessage(new ApiError(200, 'Unexpected response from server'))).toBe('Login failed');
  });
});
