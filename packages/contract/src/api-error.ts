import { z } from 'zod';

/** Every error the API answers: `{ status: 'error', message }` with a 4xx/5xx code. */
export const apiErrorSchema = z.object({ status: z.literal('error'), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
