import { z } from 'zod';

/** A user's notification and privacy settings, with their defaults. */
export const userSettingsSchema = z.object({
  emailNotifications: z.object({
    analysis: z.boolean(),
    progress: z.boolean(),
    marketing: z.boolean(),
    /** A mail when someone you shared an analysis with comments on it; settings saved before it existed read it on. */
    comments: z.boolean().default(true),
  }),
  privacy: z.object({ profileVisible: z.boolean(), analysisPublic: z.boolean() }),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  emailNotifications: { analysis: true, progress: true, marketing: false, comments: true },
  privacy: { profileVisible: true, analysisPublic: false },
};

export const USER_TYPES = ['student', 'job_seeker', 'interviewer', 'professional'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

export const DEFAULT_ANALYSIS_CREDITS = 10;
