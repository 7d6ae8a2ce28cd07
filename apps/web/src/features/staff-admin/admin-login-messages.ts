import { ApiError } from '../../lib/api-client.ts';

/** Spec §8 admin-login texts. */
export const ADMIN_LOGIN_FAILED = 'Login failed';
export const ADMIN_LOGIN_CHECK_CREDENTIALS = 'Login failed. Please check your credentials.';

/** A 2xx answer that is not a success: its message, else 'Login failed'. */
export function unsuccessfulLoginMessage(message: string | undefined): string {
  return message?.trim() || ADMIN_LOGIN_FAILED;
}

/** A failed request: the server's message when it sent one, else the check-your-credentials text. */
export function failedLoginMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && !error.message.startsWith('Request failed with status')) {
    return error.message;
  }
  return ADMIN_LOGIN_CHECK_CREDENTIALS;
}
