import { z } from 'zod';
import { DEFAULT_ANALYSIS_CREDITS, DEFAULT_USER_SETTINGS, USER_TYPES, userSettingsSchema, userTypeSchema } from './user-settings.ts';

/** Longest accepted values of the free-text profile fields. */
export const USER_FIELD_MAX_LENGTH = { full_name: 200, bio: 2000, phone: 50, location: 200, company: 200, title: 200 } as const;

export const FULL_NAME_REQUIRED = 'Full name is required';
export const FULL_NAME_ONE_LINE = 'Full name must be one line of text, without control characters';

/**
 * What a display name may not hold: control characters (line breaks, tabs, NUL…), the Unicode line and
 * paragraph separators, and bidirectional overrides that make text read differently from how it is stored.
 */
const NOT_IN_A_NAME = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

/**
 * A display name (the profile's full name and the account's name, which mails and shared pages show to
 * others): trimmed, one line, runs of spaces collapsed to one, 1–200 characters after that.
 */
export const displayNameSchema = z
  .string()
  .transform((value) => value.trim())
  .pipe(z.string().min(1, FULL_NAME_REQUIRED).refine((value) => !NOT_IN_A_NAME.test(value), FULL_NAME_ONE_LINE))
  .transform((value) => value.replace(/\s+/gu, ' '))
  .pipe(z.string().max(USER_FIELD_MAX_LENGTH.full_name, `Full name must be at most ${USER_FIELD_MAX_LENGTH.full_name} characters`));

const fullNameSchema = displayNameSchema;
const textSchema = (field: Exclude<keyof typeof USER_FIELD_MAX_LENGTH, 'full_name'>, label: string) =>
  z.string().trim().max(USER_FIELD_MAX_LENGTH[field], `${label} must be at most ${USER_FIELD_MAX_LENGTH[field]} characters`);

/** `settings` is stored as JSON text (the auth provider stores scalars); it must hold the settings shape. */
export const settingsJsonSchema = z.string().refine((value) => {
  try {
    return userSettingsSchema.safeParse(JSON.parse(value)).success;
  } catch {
    return false;
  }
}, 'settings must be JSON with emailNotifications {analysis, progress, marketing, comments (optional)} and privacy {profileVisible, analysisPublic}');

/**
 * The user's profile fields (user_metadata of the product): the one table both the server (better-auth
 * `user.additionalFields`) and the web (`inferAdditionalFields`) read. Each entry is a better-auth field
 * attribute: storage type, whether sign-up must send it, its default on a new account, whether a client may
 * set it (`input: false`: only the server changes it), and the zod schema that validates client input.
 * `twoFactorEnabled`, `role`/`banned` and `username` are the auth plugins' own fields.
 */
export const USER_FIELDS = {
  full_name: { type: 'string', required: true, validator: { input: fullNameSchema } },
  bio: { type: 'string', required: false, validator: { input: textSchema('bio', 'Bio') } },
  user_type: { type: [...USER_TYPES], required: false, defaultValue: 'student', validator: { input: userTypeSchema } },
  phone: { type: 'string', required: false, validator: { input: textSchema('phone', 'Phone') } },
  location: { type: 'string', required: false, validator: { input: textSchema('location', 'Location') } },
  company: { type: 'string', required: false, validator: { input: textSchema('company', 'Company') } },
  title: { type: 'string', required: false, validator: { input: textSchema('title', 'Job title') } },
  analysis_credits: { type: 'number', required: false, defaultValue: DEFAULT_ANALYSIS_CREDITS, input: false },
  settings: { type: 'string', required: false, defaultValue: () => JSON.stringify(DEFAULT_USER_SETTINGS), validator: { input: settingsJsonSchema } },
  /** Staff who hold every admin power (set by `admin:create --superuser`, never by a client). */
  is_superuser: { type: 'boolean', required: false, defaultValue: false, input: false },
} satisfies Record<string, UserFieldAttribute>;

/** The part of better-auth's `DBFieldAttribute` this table uses (kept here so the contract needs no auth library). */
interface UserFieldAttribute {
  type: 'string' | 'number' | 'boolean' | string[];
  required: boolean;
  input?: boolean;
  defaultValue?: string | number | boolean | (() => string);
  validator?: { input: z.ZodType };
}

/** The profile fields as read back from a session or user record (absent or null on accounts made before a field existed). */
export const userFieldsSchema = z.object({
  full_name: z.string().nullish(),
  bio: z.string().nullish(),
  user_type: userTypeSchema.nullish(),
  phone: z.string().nullish(),
  location: z.string().nullish(),
  company: z.string().nullish(),
  title: z.string().nullish(),
  analysis_credits: z.number().nullish(),
  /** JSON text of `UserSettings`. */
  settings: z.string().nullish(),
  is_superuser: z.boolean().nullish(),
});
export type UserFields = z.infer<typeof userFieldsSchema>;

/** The profile form's request: full name and user type are required, the rest optional (empty clears). */
export const profileUpdateRequestSchema = z.object({
  full_name: USER_FIELDS.full_name.validator.input,
  user_type: USER_FIELDS.user_type.validator.input,
  bio: USER_FIELDS.bio.validator.input.optional(),
  phone: USER_FIELDS.phone.validator.input.optional(),
  location: USER_FIELDS.location.validator.input.optional(),
  company: USER_FIELDS.company.validator.input.optional(),
  title: USER_FIELDS.title.validator.input.optional(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;
