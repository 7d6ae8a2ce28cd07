import { z } from 'zod';
import { adminAuditEntrySchema } from './admin-audit.ts';

/** Days the Dashboard's analyses-per-day chart covers (today included). */
export const ADMIN_CHART_DAYS = 14;

/** `GET /api/admin/stats/`: true numbers from the database; nothing fixed, nothing sampled. */
export const adminStatsSchema = z.object({
  total_users: z.number().int(),
  verified_users: z.number().int(),
  admins: z.number().int(),
  superusers: z.number().int(),
  banned_users: z.number().int(),
  new_users_last_7_days: z.number().int(),
  active_sessions: z.number().int(),
  total_analyses: z.number().int(),
  completed_analyses: z.number().int(),
  failed_analyses: z.number().int(),
  /** Mean overall score of completed analyses whose overall is complete (decision 050); null when there are none. */
  average_score: z.number().nullable(),
  /** Completed analyses whose overall lacks a part it normally has ('Delivery only'…): left out of the average. */
  incomplete_overalls: z.number().int(),
  /** One entry per day (UTC, `YYYY-MM-DD`), oldest first, zero-filled. */
  analyses_per_day: z.array(z.object({ date: z.string(), count: z.number().int() })),
  queue: z.object({
    /** Analyses waiting for a worker. */
    waiting: z.number().int(),
    /** Analyses a worker is running now. */
    processing: z.number().int(),
    /** The newest beat of any worker process (ISO), or null when none has run. */
    last_worker_heartbeat: z.string().nullable(),
  }),
  /** Bytes of uploaded videos still stored. */
  storage_bytes: z.number(),
  recent_activity: z.array(adminAuditEntrySchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminStatsResponseSchema = z.object({ status: z.literal('success'), stats: adminStatsSchema });
export type AdminStatsResponse = z.infer<typeof adminStatsResponseSchema>;

/** A worker whose last beat is older than this is shown as not running. */
export const WORKER_STALE_AFTER_MS = 2 * 60 * 1000;
