import { z } from 'zod';
import { analysisResultSchema } from './analysis-result.ts';
import { adminPageQuerySchema, adminPageSchema } from './admin-paging.ts';
import { overallMakeupSchema } from './overall-makeup.ts';
import { shareCommentSchema } from './sharing.ts';

/**
 * `/admin-panel`, "Shared with me": analyses whose owners shared them with the signed-in user by
 * name (see sharing.ts), read only. `user_type` plays no part.
 */
export const sharedAnalysisItemSchema = z.object({
  id: z.string(),
  /** The owner's name, or their initials when their profile is hidden. */
  owner_name: z.string(),
  title: z.string(),
  score: z.number().nullable(),
  /** What that overall is made of (decision 050): shown 'Delivery only'… when incomplete; null without a score. */
  overall_makeup: overallMakeupSchema.nullable(),
  date: z.string(),
  /** Whether the owner included the recording (and one is still stored). */
  recording: z.boolean(),
});
export type SharedAnalysisItem = z.infer<typeof sharedAnalysisItemSchema>;

export const sharedAnalysesQuerySchema = adminPageQuerySchema;
export const sharedAnalysesResponseSchema = adminPageSchema.extend({ status: z.literal('success'), analyses: z.array(sharedAnalysisItemSchema) });
export type SharedAnalysesResponse = z.infer<typeof sharedAnalysesResponseSchema>;

/** Scores, feedback, transcript and timeline, with the comments this viewer left. */
export const sharedAnalysisDetailResponseSchema = z.object({
  status: z.literal('success'),
  analysis: sharedAnalysisItemSchema,
  results: analysisResultSchema,
  comments: z.array(shareCommentSchema),
});
export type SharedAnalysisDetailResponse = z.infer<typeof sharedAnalysisDetailResponseSchema>;
