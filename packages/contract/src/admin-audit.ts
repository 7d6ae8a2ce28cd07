import { z } from 'zod';
import { adminPageQuerySchema, adminPageSchema } from './admin-paging.ts';

/** Every admin action the audit log records, through the app's admin routes or better-auth's (`/api/auth/admin/*`). */
export const ADMIN_ACTIONS = [
  'user.role',
  'user.status',
  'user.credits',
  'user.ban',
  'user.unban',
  'user.sessions_revoke',
  'session.revoke',
  'analysis.delete',
  'analysis.rerun',
  'settings.update',
] as const;
export const adminActionSchema = z.enum(ADMIN_ACTIONS);
export type AdminAction = z.infer<typeof adminActionSchema>;

/** One audit row: who did what to which target, the values before and after, when and from where. */
export const adminAuditEntrySchema = z.object({
  id: z.string(),
  actor_id: z.string(),
  actor_email: z.string(),
  action: adminActionSchema,
  target_type: z.enum(['user', 'analysis', 'settings']),
  target_id: z.string(),
  /** A short name of the target (an e-mail, a title) as it was then. */
  target_label: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string(),
  created_at: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

/** The admin Dashboard shows 5 recent activity items. */
export const ADMIN_RECENT_ACTIVITY_COUNT = 5;

export const adminAuditQuerySchema = adminPageQuerySchema;
export const adminAuditResponseSchema = adminPageSchema.extend({ status: z.literal('success'), entries: z.array(adminAuditEntrySchema) });
export type AdminAuditResponse = z.infer<typeof adminAuditResponseSchema>;
