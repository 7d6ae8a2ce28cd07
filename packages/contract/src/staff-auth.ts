import { z } from 'zod';

/** Staff admin login: `POST /auth/login/` and `POST /auth/logout/`. */
export const staffLoginRequestSchema = z.object({
  /** A username or an e-mail address. */
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(1, 'Password is required').max(256),
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
/** Admin-login fallbacks shown by the web when the server gives no message. */
export const ADMIN_LOGIN_FAILED = 'Login failed';
export const ADMIN_LOGIN_FAILED_CHECK_CREDENTIALS = 'Login failed. Please check your credentials.';
/** Staff accounts with two-factor sign-in on cannot use the token login. */
export const STAFF_TWO_FACTOR_UNSUPPORTED = 'This account uses two-factor authentication; sign in on the main login page.';
