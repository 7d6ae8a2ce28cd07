import { z } from 'zod';
import { coachKindSchema } from './coach.ts';

/** `GET /api/config/public`: what the browser may know about the server's set-up. */
export const publicConfigSchema = z.object({
  google: z.boolean(),
  support_email: z.string(),
  /** 'model' when LLM_BASE_URL is configured; the built-in coach otherwise. */
  coach: coachKindSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
