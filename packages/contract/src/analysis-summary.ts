import { z } from 'zod';

/**
 * GET /api/analysis/user-analyses/summary/ — the dashboard's figures over all of the user's analyses,
 * counted by the database, so the dashboard never downloads the whole list (a user may have thousands).
 * The average and best are over completed analyses with a complete overall score (decision 050); null when none has
 * one. An overall without a part it normally has (content not judged…) is counted in `incomplete`, never averaged.
 */
export const ANALYSIS_SUMMARY_PATH = '/api/analysis/user-analyses/summary/';

export const analysisSummaryResponseSchema = z.object({
  status: z.literal('success'),
  total: z.number().int().nonnegative(),
  /** Completed analyses with a complete overall score: what the average and best are over. */
  scored: z.number().int().nonnegative(),
  /** Completed analyses whose overall lacks a part it normally has: left out of the average and best. */
  incomplete: z.number().int().nonnegative(),
  average_score: z.number().min(0).max(100).nullable(),
  best_score: z.number().min(0).max(100).nullable(),
});
export type AnalysisSummaryResponse = z.infer<typeof analysisSummaryResponseSchema>;
