import { z } from 'zod';
import { analysisResultSchema } from './analysis-result.ts';
import { adminPageQuerySchema, adminPageSchema } from './admin-paging.ts';

/** `/admin-panel`: analyses whose owners turned on `privacy.analysisPublic`, for interviewers to review (read only). */
export const sharedAnalysisItemSchema = z.object({
  id: z.string(),
  owner_name: z.string(),
  title: z.string(),
  score: z.number().nullable(),
  date: z.string(),
});
export type SharedAnalysisItem = z.infer<typeof sharedAnalysisItemSchema>;

export const sharedAnalysesQuerySchema = adminPageQuerySchema;
export const sharedAnalysesResponseSchema = adminPageSchema.extend({ status: z.literal('success'), analyses: z.array(sharedAnalysisItemSchema) });
export type SharedAnalysesResponse = z.infer<typeof sharedAnalysesResponseSchema>;

/** Scores, feedback and transcript; never the recording (owners share results, not their video). */
export const sharedAnalysisDetailResponseSchema = z.object({
  status: z.literal('success'),
  analysis: sharedAnalysisItemSchema,
  results: analysisResultSchema,
});
export type SharedAnalysisDetailResponse = z.infer<typeof sharedAnalysisDetailResponseSchema>;

export const INTERVIEWERS_ONLY = 'Only interviewers can review shared analyses';
export const SHARED_ANALYSIS_NOT_FOUND = 'Analysis not found';
export const NO_SHARED_ANALYSES = 'No shared analyses yet';
