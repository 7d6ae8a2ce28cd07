import { z } from 'zod';

/** `GET /api/admin/stats/`: real counts; later features add their own fields here. */
export const adminStatsSchema = z.object({
  total_users: z.number().int(),
  verified_users: z.number().int(),
  admins: z.number().int(),
  superusers: z.number().int(),
  banned_users: z.number().int(),
  new_users_last_7_days: z.number().int(),
  active_sessions: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminStatsResponseSchema = z.object({ status: z.literal('success'), stats: adminStatsSchema });
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;
