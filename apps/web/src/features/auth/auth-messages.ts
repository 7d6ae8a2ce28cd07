/** Spec §8 texts for sign-in and sign-up, verbatim. */
export const LOGIN_SUCCESS = 'Login successful!';
export const LOGIN_FAILED = 'Login failed. Please try again.';
export const REGISTER_SUCCESS = 'Registration successful! Please check your email for verification.';
export const REGISTER_FAILED = 'Registration failed. Please try again.';
/** Spec §5: 2FA code. */
export const INVALID_2FA_CODE = 'Please enter a valid 6-digit verification code.';

/** Where the verification link lands (the login page shows a notice for it). */
export const VERIFIED_CALLBACK_PATH = '/login?verified=1';
export const RESET_PASSWORD_PATH = '/reset-password';

/** The provider's message when it gave one, else the spec's fallback. */
export function providerMessage(error: { message?: string | null } | null | undefined, fallback: string): string {
  const message = error?.message?.trim();
  return message ? message : fallback;
}
