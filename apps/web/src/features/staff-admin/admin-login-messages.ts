import { ApiError } from '../../lib/api-client.ts';

/** Admin-login fallbacks shown by the web when the server gives no message. */
export const ADMIN_LOGIN_FAILED = 'Login failed';
export const ADMIN_LOGIN_FAILED_CHECK_CREDENTIALS = 'Login failed. Please check your credentials.';

/**
 * The admin login error: 'Login failed' when the server answered but not with a login, the server's message when it
 * refused with one, else 'Login failed. Please check your credentials.' (also when it could not be reached).
 */
export function adminLoginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return ADMIN_LOGIN_FAILED_CHECK_CREDENTIALS;
  if (error.status < 400) return ADMIN_LOGIN_FAILED;
  if (error.message.startsWith('Request failed with status')) return ADMIN_LOGIN_FAILED_CHECK_CREDENTIALS;
  return error.message;
}
