import { DEFAULT_ANALYSIS_CREDITS, DEFAULT_USER_SETTINGS, USER_TYPES, userSettingsSchema, userTypeSchema } from '@rehearse/contract/user-settings';
import type { DBFieldAttribute } from 'better-auth/db';
import { z } from 'zod';

/** `settings` travels as a JSON string (better-auth stores scalars); it must hold the spec's shape. */
const settingsJson = z.string().refine((value) => {
  try {
    return userSettingsSchema.safeParse(JSON.parse(value)).success;
  } catch {
    return false;
  }
}, 'settings must be JSON with emailNotifications {analysis, progress, marketing} and privacy {profileVisible, analysisPublic}');

/**
 * Spec §3 user_metadata as better-auth additional fields, under the spec's names.
 * `twoFactorEnabled` (twoFactor plugin), `role`/`banned` (admin) and `username` (username) come
 * from the plugins.
 */
export const userAdditionalFields = {
  full_name: { type: 'string', required: true, validator: { input: z.string().trim().min(1, 'Full name is required').max(200) } },
  bio: { type: 'string', required: false, validator: { input: z.string().max(2000) } },
  user_type: { type: [...USER_TYPES] as Array<(typeof USER_TYPES)[number]>, required: false, defaultValue: 'student', validator: { input: userTypeSchema } },
  phone: { type: 'string', required: false, validator: { input: z.string().max(50) } },
  location: { type: 'string', required: false, validator: { input: z.string().max(200) } },
  company: { type: 'string', required: false, validator: { input: z.string().max(200) } },
  title: { type: 'string', required: false, validator: { input: z.string().max(200) } },
  analysis_credits: { type: 'number', required: false, defaultValue: DEFAULT_ANALYSIS_CREDITS, input: false },
  settings: {
    type: 'string',
    required: false,
    defaultValue: () => JSON.stringify(DEFAULT_USER_SETTINGS),
    validator: { input: settingsJson },
  },
  /** Staff who may manage other staff (admin:create --superuser). */
  is_superuser: { type: 'boolean', required: false, defaultValue: false, input: false },
} satisfies Record<string, DBFieldAttribute>;
