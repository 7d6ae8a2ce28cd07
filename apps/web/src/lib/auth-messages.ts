/** Where the verification link lands (the login page shows a notice for it). */
export const VERIFIED_CALLBACK_PATH = '/login?verified=1';
export const RESET_PASSWORD_PATH = '/reset-password';

/** The provider's message when it gave one, else the spec's fallback. */
export function providerMessage(error: { message?: string | null } | null | undefined, fallback: string): string {
  const message = error?.message?.trim();
  return message ? message : fallback;
}

export const LOGIN_FAILED = 'Login failed. Please try again.';
