import { z } from 'zod';
import { twoFactorCodeSchema } from './account-api.ts';
import { apiErrorSchema } from './api-error.ts';

/** Staff admin login: `POST /auth/login/` and `POST /auth/logout/`. */
export const staffLoginRequestSchema = z.object({
  /** A username or an e-mail address. */
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(1, 'Password is required').max(256),
  /** The second step for accounts with two-factor sign-in: a 6-digit authenticator code or a backup code. */
  code: twoFactorCodeSchema.optional(),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

export const staffUserSchema = z.object({
  username: z.string(),
  first_name: z.string(),
  is_superuser: z.boolean(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffLoginResponseSchema = z.object({
  status: z.literal('success'),
  token: z.string(),
  user: staffUserSchema,
  message: z.string(),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

export const staffLogoutResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

export const STAFF_LOGIN_SUCCESS = 'Login successful';
export const STAFF_LOGOUT_SUCCESS = 'Logged out successfully';
/** Wrong username/e-mail or password, or an account that is not staff: one answer (401) so accounts cannot be probed. */
export const STAFF_INVALID_CREDENTIALS = 'Invalid credentials';
/**
 * The 401 of a staff login whose account has two-factor sign-in on: no code was sent (message
 * `STAFF_TWO_FACTOR_REQUIRED`) or the code was wrong (`WRONG_TWO_FACTOR_CODE`). Send the same
 * request again with `code`.
 */
export const staffTwoFactorChallengeSchema = apiErrorSchema.extend({ two_factor_required: z.literal(true) });
export type StaffTwoFactorChallenge = z.infer<typeof staffTwoFactorChallengeSchema>;
export const STAFF_TWO_FACTOR_REQUIRED = 'Enter the 6-digit code from your authenticator app, or one of your backup codes.';
