import { passwordProblem } from '@rehearse/contract/password-rules';

/** Auth paths that set a password, and the body field holding it. */
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
  '/admin/create-user': 'password',
  '/admin/set-user-password': 'newPassword',
};

/**
 * The password-rule message for the first rule a new password breaks, or null when the request sets
 * no password or a good one.
 */
export function newPasswordProblem(path: string, body: unknown): string | null {
  const field = passwordFields[path];
  if (!field || typeof body !== 'object' || body === null) return null;
  const password = (body as Record<string, unknown>)[field];
  return typeof password === 'string' ? passwordProblem(password) : null;
}
