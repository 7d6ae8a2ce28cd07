import { z } from 'zod';
import { MEANING_ENGINES } from './answer-content.ts';

/** Upper bounds an admin may set; past them a typo (an extra zero) would hurt the service. */
export const ADMIN_SETTINGS_LIMITS = {
  max_video_size_mb: { min: 1, max: 10_240 },
  default_credits: { min: 0, max: 100_000 },
  retention_days: { min: 1, max: 3_650 },
  max_unstarted_uploads: { min: 1, max: 1_000 },
} as const;

const bounded = (key: keyof typeof ADMIN_SETTINGS_LIMITS, label: string) => {
  const { min, max } = ADMIN_SETTINGS_LIMITS[key];
  return z
    .number({ message: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
};

/** The admin Settings tab: what the service enforces now (upload, registration, retention job). */
export const adminSettingsSchema = z.object({
  max_video_size_mb: bounded('max_video_size_mb', 'Max video size'),
  default_credits: bounded('default_credits', 'Credits per new user'),
  retention_days: bounded('retention_days', 'Retention days'),
  max_unstarted_uploads: bounded('max_unstarted_uploads', 'Unstarted uploads per user'),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const ADMIN_SETTING_KEYS = Object.keys(adminSettingsSchema.shape) as Array<keyof AdminSettings>;

/** `PUT /api/admin/settings/`: any non-empty subset; unknown keys are refused. */
export const adminSettingsUpdateSchema = adminSettingsSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, 'Send at least one setting');
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdateSchema>;

/**
 * The speech recogniser analyses use now (read-only: set by TRANSCRIBER / WHISPER_MODEL). `state`: the whisper model
 * is `ready`, still `downloading` (analyses meanwhile use PocketSphinx), `unavailable` (its download failed), or
 * whisper is `off`.
 */
export const transcriptionStatusSchema = z.object({
  engine: z.enum(['whisper', 'pocketsphinx', 'none']),
  model: z.string().nullable(),
  state: z.enum(['ready', 'downloading', 'unavailable', 'off']),
  message: z.string(),
});
export type TranscriptionStatus = z.infer<typeof transcriptionStatusSchema>;

/**
 * What judges answers' meaning now (read-only: set by SENTENCE_MODEL). `state`: the sentence model is `ready`, still
 * `downloading` (answers meanwhile are judged by the built-in word vectors), `unavailable` (its download or loading
 * failed), or `off`.
 */
export const meaningStatusSchema = z.object({
  engine: z.enum(MEANING_ENGINES),
  model: z.string().nullable(),
  state: z.enum(['ready', 'downloading', 'unavailable', 'off']),
  message: z.string(),
});
export type MeaningStatus = z.infer<typeof meaningStatusSchema>;

/**
 * What writes the coach's answers and the rebuilt answers now (read-only: set by LOCAL_LLM_MODEL and LLM_BASE_URL).
 * `engine`: the local model run by the server, a hosted model (LLM_BASE_URL, which wins), or the built-in rules.
 * `state`: the local model is `ready`, still `downloading`, `unavailable` (its download or loading failed, or this
 * machine cannot run it), or `off`.
 */
export const languageModelStatusSchema = z.object({
  engine: z.enum(['local-model', 'hosted-model', 'built-in']),
  model: z.string().nullable(),
  state: z.enum(['ready', 'downloading', 'unavailable', 'off']),
  message: z.string(),
});
export type LanguageModelStatus = z.infer<typeof languageModelStatusSchema>;

/** `GET /api/admin/language-model/`, for admins only (it names the hosted model's host): what writes model answers now. */
export const adminLanguageModelResponseSchema = z.object({
  status: z.literal('success'),
  language_model: languageModelStatusSchema,
});
export type AdminLanguageModelResponse = z.infer<typeof adminLanguageModelResponseSchema>;

/** Which voice the mock interviewer speaks with now and why (decision 082): a Piper voice once fetched, else espeak-ng. */
export const interviewerVoiceStatusSchema = z.object({
  engine: z.enum(['piper', 'espeak-ng']),
  /** The Piper voice chosen (ready or not); null when Piper is off. */
  voice: z.string().nullable(),
  state: z.enum(['ready', 'downloading', 'loading', 'off', 'unavailable']),
  message: z.string(),
});
export type InterviewerVoiceStatus = z.infer<typeof interviewerVoiceStatusSchema>;

export const adminSettingsResponseSchema = z.object({
  status: z.literal('success'),
  settings: adminSettingsSchema,
  transcription: transcriptionStatusSchema,
  meaning: meaningStatusSchema,
  voice: interviewerVoiceStatusSchema,
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;
