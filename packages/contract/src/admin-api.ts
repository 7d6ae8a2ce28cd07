import { z } from 'zod';
import { analysisStatusSchema } from './analysis-api.ts';
import { adminPageQuerySchema, adminPageSchema } from './admin-paging.ts';
import { overallMakeupSchema } from './overall-makeup.ts';
import { userTypeSchema } from './user-settings.ts';

const search = z.string().trim().max(200, 'search must be at most 200 characters').optional();

/** A row of the admin Users tab: id, name, email, user type, joined date, plus what the tab acts on (status, role, credits). */
export const adminUserItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  user_type: userTypeSchema,
  status: z.enum(['active', 'inactive']),
  role: z.string(),
  analysis_credits: z.number().int(),
  created_at: z.string(),
});
export type AdminUserItem = z.infer<typeof adminUserItemSchema>;

export const adminUsersQuerySchema = adminPageQuerySchema.extend({ search });
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export const adminUsersResponseSchema = adminPageSchema.extend({ status: z.literal('success'), users: z.array(adminUserItemSchema) });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** A row of the admin Analyses tab: id, user, title, score, date; plus status for the filter and actions. */
export const adminAnalysisItemSchema = z.object({
  id: z.string(),
  user: z.string(),
  user_id: z.string(),
  title: z.string(),
  /** Overall score 0–100 of a completed analysis, else null. */
  score: z.number().nullable(),
  /** What that overall is made of (decision 050): shown 'Delivery only'… when incomplete; null without a score. */
  overall_makeup: overallMakeupSchema.nullable(),
  date: z.string(),
  status: analysisStatusSchema,
  error: z.string().nullable(),
});
export type AdminAnalysisItem = z.infer<typeof adminAnalysisItemSchema>;

export const adminAnalysesQuerySchema = adminPageQuerySchema.extend({ search, status: analysisStatusSchema.optional() });
export type AdminAnalysesQuery = z.infer<typeof adminAnalysesQuerySchema>;
export const adminAnalysesResponseSchema = adminPageSchema.extend({ status: z.literal('success'), analyses: z.array(adminAnalysisItemSchema) });
export type AdminAnalysesResponse = z.infer<typeof adminAnalysesResponseSchema>;

/** The roles an admin may give or take; staff accounts get theirs from `admin:create` only. */
export const ADMIN_ASSIGNABLE_ROLES = ['user', 'admin'] as const;
const ROLE_USER_OR_ADMIN = 'role must be user or admin';
export const adminRoleRequestSchema = z.object({ role: z.enum(ADMIN_ASSIGNABLE_ROLES, { message: ROLE_USER_OR_ADMIN }) }).strict();
export const adminStatusRequestSchema = z.object({ status: z.enum(['active', 'inactive'], { message: "status must be 'active' or 'inactive'" }) }).strict();
/** Credits to add (negative takes away); the balance never goes below 0. */
export const adminCreditsRequestSchema = z
  .object({
    amount: z
      .number({ message: 'amount must be a number' })
      .int('amount must be a whole number')
      .min(-100_000, 'amount must be at least -100000')
      .max(100_000, 'amount must be at most 100000')
      .refine((n) => n !== 0, 'amount must not be 0'),
  })
  .strict();

export const adminUserResponseSchema = z.object({ status: z.literal('success'), user: adminUserItemSchema, message: z.string() });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;
export const adminMessageResponseSchema = z.object({ status: z.literal('success'), message: z.string() });

export const ADMIN_MESSAGES = {
  roleChanged: 'Role updated',
  statusChanged: 'Status updated',
  creditsGranted: 'Credits updated',
  analysisDeleted: 'Analysis deleted',
  analysisRerun: 'Analysis queued again',
  userNotFound: 'User not found',
  analysisNotFound: 'Analysis not found',
  notOwnAccount: 'You cannot change your own role or status',
  roleUserOrAdmin: ROLE_USER_OR_ADMIN,
  staffRoleFromCreate: 'A staff account gets its role from admin:create, not from here',
  creditsBelowZero: 'Credits cannot go below 0',
  onlyFailedRerun: 'Only a failed analysis can be run again',
  videoGone: 'The video of this analysis is no longer stored',
  loadFailed: 'Failed to load admin data',
  tryAgain: 'Try Again',
} as const;
