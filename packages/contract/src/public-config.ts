import { z } from 'zod';

/** `GET /api/config/public`: what the browser may know about the server's set-up. */
export const publicConfigSchema = z.object({
  google: z.boolean(),
  support_email: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
