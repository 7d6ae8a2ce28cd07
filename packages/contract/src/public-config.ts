import { z } from 'zod';
import { coachKindSchema } from './coach.ts';

/** `GET /api/config/public`: what the browser may know about the server's set-up. */
export const publicConfigSchema = z.object({
  google: z.boolean(),
  /** The published support address (SUPPORT_EMAIL); null when unset: the page then shows no address. */
  support_email: z.string().nullable(),
  /** When support answers, as the operator words it (SUPPORT_HOURS, e.g. 'Mon–Fri 9:00–17:00 CET'); null: no hours shown. */
  support_hours: z.string().nullable(),
  /** The upload limit in force now (the admin's setting, else MAX_UPLOAD_MB), in megabytes. */
  max_upload_mb: z.number().positive(),
  /** 'model' when a language model (hosted, or the local one once ready) answers the coach; the built-in coach otherwise. */
  coach: coachKindSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
