import { z } from 'zod';

/** The account endpoints behind /profile: login history, data export, deletion, 2FA disable with a code. */
export const ACCOUNT_PATHS = {
  loginHistory: '/api/account/login-history/',
  export: '/api/account/export/',
  delete: '/api/account/delete/',
  twoFactorDisable: '/api/account/two-factor/disable/',
} as const;

/** The profile page's success and error texts, verbatim. */
export const PROFILE_MESSAGES = {
  profileUpdated: 'Profile updated successfully!',
  profileFailed: 'Failed to update profile. Please try again.',
  settingsSaved: 'Settings saved successfully!',
  settingsFailed: 'Failed to save settings. Please try again.',
  passwordUpdated: 'Password updated successfully!',
  passwordFailed: 'Failed to update password. Please try again.',
  twoFactorEnabled: 'Two-factor authentication has been enabled successfully!',
  twoFactorDisabled: 'Two-factor authentication has been disabled.',
  twoFactorDisableFailed: 'Failed to disable 2FA. Please try again.',
  twoFactorEnableFailed: 'Failed to enable 2FA. Please try again.',
  exportStarted: 'Data export started. You will receive an email when ready.',
  deletionSubmitted: 'Account deletion request submitted. You will receive a confirmation email.',
  deletionFailed: 'Failed to delete account. Please try again.',
} as const;

/** 2FA code length and its error, the word that confirms deletion. */
export const TWO_FACTOR_CODE_LENGTH = 6;
export const TWO_FACTOR_CODE_INVALID = 'Please enter a valid 6-digit verification code.';
export const DELETE_CONFIRM_WORD = 'DELETE';
export const DELETE_CONFIRM_INVALID = 'Please type DELETE exactly to confirm account deletion.';
export const WRONG_PASSWORD = 'The password is not correct.';
/** 429 of the data export: each export reads every file of the account and sends a mail. */
export const EXPORT_RATE_LIMITED = 'You have requested too many data exports. Please try again in an hour.';
export const WRONG_TWO_FACTOR_CODE = 'The verification code is not correct.';
/** How many backup codes the twoFactor plugin issues (better-auth's default, stated here for the screen). */
export const BACKUP_CODE_COUNT = 10;

export const loginHistoryItemSchema = z.object({
  /** ISO-8601 UTC. */
  time: z.string(),
  ip: z.string().nullable(),
  /** 'Chrome 130 on Linux', from the user agent; 'Unknown device' when it says nothing. */
  device: z.string(),
  status: z.enum(['success', 'failed']),
});
export type LoginHistoryItem = z.infer<typeof loginHistoryItemSchema>;

export const loginHistoryResponseSchema = z.object({ items: z.array(loginHistoryItemSchema) });
export type LoginHistoryResponse = z.infer<typeof loginHistoryResponseSchema>;

export const accountExportQuerySchema = z.object({
  /** `1`: the uploaded videos go into the ZIP too. */
  videos: z.enum(['0', '1']).optional(),
});

export const accountDeleteRequestSchema = z.object({
  confirm: z.string({ error: DELETE_CONFIRM_INVALID }).refine((value) => value === DELETE_CONFIRM_WORD, DELETE_CONFIRM_INVALID),
  /** Checked when the account has a password (accounts made with Google alone have none). */
  password: z.string().max(128).optional(),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;

export const accountDeleteResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

/** A 6-digit authenticator code, or one of the backup codes (those are longer: `isTwoFactorCode` tells them apart). */
export const twoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_CODE_INVALID })
  .trim()
  .min(TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_CODE_INVALID)
  .max(32, TWO_FACTOR_CODE_INVALID);

export const twoFactorDisableRequestSchema = z.object({ code: twoFactorCodeSchema });
export const twoFactorDisableResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

/** The 6-digit check of the 2FA code inputs. */
export function isTwoFactorCode(value: string): boolean {
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`).test(value.trim());
}
