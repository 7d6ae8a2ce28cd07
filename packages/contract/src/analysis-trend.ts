import { z } from 'zod';

/**
 * GET /api/analysis/user-analyses/trend/ — the overall and each part of the user's latest completed analyses, oldest
 * first, for the dashboard's chart of progress over time. An overall that lacks a part it normally has comes with
 * `overall_complete: false`: the chart leaves it off the overall line (decision 050), its parts stay.
 */
export const ANALYSIS_TREND_PATH = '/api/analysis/user-analyses/trend/';

/** How many of the latest completed analyses the trend covers. */
export const TREND_POINTS = 30;

const score = z.number().min(0).max(100).nullable();

export const trendPointSchema = z.object({
  session_id: z.string(),
  display_name: z.string(),
  start_time: z.string(),
  overall_score: score,
  /** False when the overall lacks a part it normally has: not to be drawn or joined with complete ones. */
  overall_complete: z.boolean(),
  video_score: score,
  audio_score: score,
  /** The answers' content score; null when not judged. */
  content_score: score,
});
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const analysisTrendResponseSchema = z.object({
  status: z.literal('success'),
  /** Oldest first; at most TREND_POINTS. */
  points: z.array(trendPointSchema),
});
export type AnalysisTrendResponse = z.infer<typeof analysisTrendResponseSchema>;
