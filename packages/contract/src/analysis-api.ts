import { z } from 'zod';
import { answerContentSchema } from './answer-content.ts';
import { contentSummarySchema } from './content-summary.ts';
import { overallMakeupSchema } from './overall-makeup.ts';
import { COMPARE_MESSAGES } from './analysis-constants.ts';
import { analysisResultSchema, analysisStageSchema, audioResultSchema, insightSourceSchema, videoResultSchema } from './analysis-result.ts';
import { speakerSetupSchema } from './speaker-setup.ts';

/**
 * Every analysis endpoint (upload, start, status, list, detail, compare, delete): paths verbatim, request and response schemas.
 * Errors are `{ status: 'error', message }` (see api-error.ts) with the status code noted per route.
 * Scores are 0–100 percents; video metrics are 0–1 fractions (the screen multiplies by 100).
 * A number is `null` when it could not be measured (insufficient data) or the analysis is not completed.
 */

// ---------------------------------------------------------------- shared pieces

/** Analysis status values (completed, processing, in_progress, failed), plus `queued` (accepted, waiting for a worker). */
export const analysisStatusSchema = z.enum(['completed', 'processing', 'in_progress', 'failed', 'queued']);
export type AnalysisStatus = z.infer<typeof analysisStatusSchema>;

export const analysisCategorySchema = z.enum(['video_upload', 'mock_interview']);
export type AnalysisCategory = z.infer<typeof analysisCategorySchema>;

export const analysisTypeSchema = z.enum(['video', 'audio', 'combined', 'llm']);
export type AnalysisType = z.infer<typeof analysisTypeSchema>;
export const ALL_ANALYSIS_TYPES: AnalysisType[] = ['video', 'audio', 'combined', 'llm'];

const score = z.number().min(0).max(100).nullable();
const fraction = z.number().min(0).max(1).nullable();
/** ISO 8601 date-time string, e.g. `2026-11-22T10:15:00.000Z`. */
const isoDateTime = z.string();

/**
 * `combined_result`: the summary of a completed analysis kept on the session row,
 * enough for list cards, the dashboard and compare without loading the full result.
 */
export const combinedResultSchema = z.object({
  video_score: score,
  audio_score: score,
  video_performance_score: score,
  audio_performance_score: score,
  overall_score: score,
  overall_interview_score: score,
  timestamp: isoDateTime,
  /** Seconds of the recording (all answers of a mock interview). Absent on summaries stored before it was added. */
  media_duration: z.number().nonnegative().optional(),
  /**
   * The answers' content score and its parts; null when no answer's content was judged. Absent on
   * summaries stored before it was kept here (compare then reads the full result).
   */
  content: contentSummarySchema.nullable().optional(),
  /**
   * What the overall is made of (decision 050): lists, the dashboard and compare keep an incomplete overall apart.
   * Absent only on summaries written before it was kept and not yet migrated (read them as overallMakeupOf says).
   */
  overall_makeup: overallMakeupSchema.optional(),
  results: z.object({
    video: z.object({
      performance_score: score,
      metrics: z.object({
        face_detection_rate: fraction,
        average_eye_contact_score: fraction,
        average_posture_score: fraction,
        average_engagement_score: fraction,
      }),
    }),
    audio: z.object({ performance_score: score }),
    combined: z.object({
      overall_interview_score: score,
      timestamp: isoDateTime,
      component_scores: z.object({ video_performance: score, audio_performance: score }),
    }),
    final: z.object({ overall_score: score }),
  }),
});
export type CombinedResult = z.infer<typeof combinedResultSchema>;

/** An analysis session (id, file, status, dates, overall score), plus live progress (`stage`, `progress`) and the failure message (`error`). */
export const analysisSessionSchema = z.object({
  session_id: z.string(),
  status: analysisStatusSchema,
  category: analysisCategorySchema,
  /** The original file name, or for a mock interview its title. */
  display_name: z.string(),
  /** 0 for the first upload of a file name, 1 for the second… (per user). */
  duplicate_index: z.number().int().nonnegative(),
  /** How many of the user's analyses share this file name (≥ 1). */
  total_duplicates: z.number().int().nonnegative(),
  start_time: isoDateTime,
  end_time: isoDateTime.nullable(),
  video_upload: z.object({ id: z.string(), original_filename: z.string() }).nullable(),
  /** Null until the analysis is completed. */
  combined_result: combinedResultSchema.nullable(),
  stage: analysisStageSchema,
  /** 0–100. */
  progress: z.number().min(0).max(100),
  /** Why it failed (status `failed`), else null. */
  error: z.string().nullable(),
});
export type AnalysisSession = z.infer<typeof analysisSessionSchema>;

// ---------------------------------------------------------------- POST /api/analysis/upload/

/**
 * Multipart body, one file field named `video`, and optionally the text field `speaker_setup` (speaker-setup.ts; absent
 * means one answer). 413 above the limit; 400 when the content is not a playable video or the setup is not one of the two.
 */
export const UPLOAD_FIELD_NAME = 'video';

export const uploadResponseSchema = z.object({
  status: z.literal('success'),
  video_upload: z.object({
    id: z.string(),
    original_filename: z.string(),
    /** Bytes. */
    size: z.number().int().nonnegative(),
    /** Seconds (from ffprobe). */
    duration: z.number().nonnegative(),
    /** What the user said the recording is; absent from servers before it was asked. */
    speaker_setup: speakerSetupSchema.optional(),
  }),
  message: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

// ---------------------------------------------------------------- POST /api/analysis/start/

export const startAnalysisRequestSchema = z.object({
  video_upload_id: z.string().min(1),
  analysis_types: z.array(analysisTypeSchema).min(1),
});
export type StartAnalysisRequest = z.infer<typeof startAnalysisRequestSchema>;

/** 402 'No analysis credits left' when the user has none; 404 for an unknown or foreign upload id. */
export const startAnalysisResponseSchema = z.object({
  status: z.literal('success'),
  session_id: z.string(),
  /** Credits left after this start (a second start of the same upload charges nothing). */
  analysis_credits: z.number().int().nonnegative(),
  message: z.string(),
});
export type StartAnalysisResponse = z.infer<typeof startAnalysisResponseSchema>;

// ---------------------------------------------------------------- detail: GET /api/analysis/video/{filename}/

/**
 * `status` is the analysis status. `results` is the full result when completed, else null.
 * `duplicate_warning` is true when the user has more than one analysis of this file name;
 * the most recent one is answered.
 */
export const analysisDetailResponseSchema = z.object({
  status: analysisStatusSchema,
  results: analysisResultSchema.nullable(),
  session: analysisSessionSchema,
  duplicate_warning: z.boolean(),
  total_duplicates: z.number().int().nonnegative(),
  /** display_name, with ' (N)' appended for the N-th duplicate (N = duplicate_index + 1) when there are several. */
  unique_display_name: z.string(),
  duplicate_index: z.number().int().nonnegative(),
});
export type AnalysisDetailResponse = z.infer<typeof analysisDetailResponseSchema>;

// ---------------------------------------------------------------- GET /api/analysis/status/{sessionId}/

/** The detail fields plus live progress. 404 for an unknown or foreign session. */
export const analysisStatusResponseSchema = analysisDetailResponseSchema.extend({
  session_id: z.string(),
  stage: analysisStageSchema,
  progress: z.number().min(0).max(100),
  error: z.string().nullable(),
});
export type AnalysisStatusResponse = z.infer<typeof analysisStatusResponseSchema>;

// ---------------------------------------------------------------- report files

/** GET /api/analysis/reports/{session_id}/files/ */
export const reportFilesResponseSchema = z.object({ files: z.array(z.string()) });
export type ReportFilesResponse = z.infer<typeof reportFilesResponseSchema>;

/** Report file names the detail screen looks for (video part, audio part). */
export const VIDEO_REPORT_FILE = 'video_analysis.json';
export const AUDIO_REPORT_FILE_SUFFIX = '_audio_interviewee_analysis.json';
/** The server names the audio report `{session_id}_audio_interviewee_analysis.json`. */
export const audioReportFileName = (sessionId: string): string => `${sessionId}${AUDIO_REPORT_FILE_SUFFIX}`;

/** GET /api/analysis/reports/{session_id}/files/video_analysis.json: the video part of the result. */
export const videoReportFileSchema = videoResultSchema;
/** GET …/files/{session_id}_audio_interviewee_analysis.json: the audio part of the result. */
export const audioReportFileSchema = audioResultSchema;

// ---------------------------------------------------------------- lists

/**
 * GET /api/analysis/user-analyses/ — newest first. Without `limit` every analysis is answered (the
 * spec's list); with it, one page and `total` counts them all. The next page: `cursor=<next_cursor>`
 * (keyset paging, as fast on page 500 as on page 1); `offset` (skip that many) still works.
 */
export const userAnalysesQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(500).optional(),
    offset: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
    cursor: z.string().min(1).max(400).optional(),
    /** Only analyses whose name contains this (case-insensitive); needs `limit`. */
    q: z.string().trim().min(1).max(100).optional(),
  })
  .refine((q) => q.cursor === undefined || (q.limit !== undefined && q.offset === undefined), {
    message: 'cursor needs limit and cannot be combined with offset',
  })
  .refine((q) => q.q === undefined || q.limit !== undefined, { message: 'q needs limit' });
export type UserAnalysesQuery = z.infer<typeof userAnalysesQuerySchema>;

/** 400 for a `cursor` this server did not hand out. */
export const INVALID_LIST_CURSOR = 'This page link is no longer valid; load the list again';

export const userAnalysesResponseSchema = z.object({
  status: z.literal('success'),
  analyses: z.array(analysisSessionSchema),
  /** All of the user's analyses (only with `limit`). */
  total: z.number().int().nonnegative().optional(),
  /** Pass as `cursor` for the next page; null once a page comes back shorter than `limit` (only with `limit`). */
  next_cursor: z.string().nullable().optional(),
});
export type UserAnalysesResponse = z.infer<typeof userAnalysesResponseSchema>;

const categoryListSchema = z.object({ count: z.number().int().nonnegative(), items: z.array(analysisSessionSchema) });

/** GET /api/analysis/user-analyses/categorized/ — items newest first. */
export const categorizedAnalysesResponseSchema = z.object({
  status: z.literal('success'),
  analyses: z.object({ mock_interviews: categoryListSchema, video_uploads: categoryListSchema }),
  message: z.string().optional(),
});
export type CategorizedAnalysesResponse = z.infer<typeof categorizedAnalysesResponseSchema>;

// ---------------------------------------------------------------- POST /api/analysis/compare/

export const COMPARE_MIN_ANALYSES = 2;
/** More than the screen ever needs; the bound also keeps the id list from reaching the database's variable limit. */
export const COMPARE_MAX_ANALYSES = 20;
/** Longer than any session id (UUIDs); a bound so that no id list is huge. */
const COMPARE_ID_MAX_LENGTH = 100;

/** 400 with 'Please select at least 2 analyses to compare' below the minimum (at most 20 above the maximum); 404 for a foreign or unknown id. */
/** Answered with 400 when a comparison names the same analysis twice. */
export const COMPARE_DUPLICATE_MESSAGE = 'Each analysis can be compared only once; select different analyses';

export const compareRequestSchema = z.object({
  analysis_ids: z
    .array(z.string().min(1).max(COMPARE_ID_MAX_LENGTH))
    .min(COMPARE_MIN_ANALYSES, COMPARE_MESSAGES.selectAtLeastTwo)
    .max(COMPARE_MAX_ANALYSES, COMPARE_MESSAGES.selectAtMostTwenty)
    .refine((ids) => new Set(ids).size === ids.length, COMPARE_DUPLICATE_MESSAGE),
});
export type CompareRequest = z.infer<typeof compareRequestSchema>;

/**
 * One metric across the compared analyses. `scores` follows the order of `analyses` (the request's order);
 * `first`/`last` are the oldest and newest by start time, `improvement` = last − first (percent points).
 */
export const metricComparisonSchema = z.object({
  scores: z.array(score),
  first: score,
  last: score,
  improvement: z.number().nullable(),
  best: score,
  average: score,
});
export type MetricComparison = z.infer<typeof metricComparisonSchema>;

/** One compared analysis, in the request's order. Eye contact and posture are percents here (fraction × 100). */
export const comparedAnalysisSchema = z.object({
  session_id: z.string(),
  display_name: z.string(),
  original_filename: z.string().nullable(),
  start_time: isoDateTime,
  overall_score: score,
  video_score: score,
  audio_score: score,
  eye_contact: score,
  posture: score,
  /** The answers' content score; null when not judged (older analyses, too little clear speech). */
  content_score: score,
  /** Its part scores; null when the content was not judged, a part null when it was not measured. */
  content_parts: contentSummarySchema.shape.parts.nullable(),
  /**
   * What the overall is made of (decision 050): an incomplete one is shown as such and no change is computed between
   * overalls of different parts. Null until completed; absent from servers before it was sent.
   */
  overall_makeup: overallMakeupSchema.nullable().optional(),
  results: z.object({
    combined: z.object({ timestamp: isoDateTime, overall_interview_score: score }),
  }),
});
export type ComparedAnalysis = z.infer<typeof comparedAnalysisSchema>;

export const basicComparisonSchema = z.object({
  analyses_compared: z.number().int().nonnegative(),
  overall_scores: z.array(score),
});
export type BasicComparison = z.infer<typeof basicComparisonSchema>;

export const compareResponseSchema = z.object({
  status: z.literal('success'),
  score_comparison: z.object({
    overall: metricComparisonSchema,
    video: metricComparisonSchema,
    audio: metricComparisonSchema,
    eye_contact: metricComparisonSchema,
    posture: metricComparisonSchema,
    /** The answers' content score; an analysis without judged content is no score here, never 0. */
    content: metricComparisonSchema,
  }),
  /** `source` says who wrote `summary` (absent: built-in). */
  ai_insights: z.object({ summary: z.string(), source: insightSourceSchema.optional() }),
  enhanced_features: z.object({
    personalized_exercises: z.object({ keep_doing: z.array(z.string()), improve_next: z.array(z.string()) }),
  }),
  analyses: z.array(comparedAnalysisSchema),
  /** Only when the full comparison could not be made (then `error` says why). */
  basic_comparison: basicComparisonSchema.optional(),
  error: z.string().optional(),
});
export type CompareResponse = z.infer<typeof compareResponseSchema>;

// ---------------------------------------------------------------- download report JSON

export const downloadReportSchema = z.object({
  filename: z.string(),
  timestamp: isoDateTime,
  overall_score: z.number().nullable(),
  video_score: z.number().nullable(),
  audio_score: z.number().nullable(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
  strategies: z.array(z.string()),
  video_metrics: z.record(z.string(), z.union([z.number(), z.null()])),
  audio_metrics: z.record(z.string(), z.union([z.number(), z.boolean(), z.null()])),
  analysis_summary: z.string(),
  /** What the answer said, as in the analysis result; absent when it has none. */
  content: answerContentSchema.optional(),
  /** What was heard, as the analysis result holds it (the text and each word with its start and end in seconds); null when nothing was recognised. */
  transcript: analysisResultSchema.shape.transcript,
});
export type DownloadReport = z.infer<typeof downloadReportSchema>;

// ---------------------------------------------------------------- paths

/** Paths in OpenAPI form (`{param}`), verbatim from the product spec — plus `media` (beyond the spec). */
export const ANALYSIS_PATHS = {
  upload: '/api/analysis/upload/',
  start: '/api/analysis/start/',
  status: '/api/analysis/status/{sessionId}/',
  video: '/api/analysis/video/{filename}/',
  reportFiles: '/api/analysis/reports/{session_id}/files/',
  reportFile: '/api/analysis/reports/{session_id}/files/{name}',
  userAnalyses: '/api/analysis/user-analyses/',
  categorized: '/api/analysis/user-analyses/categorized/',
  compare: '/api/analysis/compare/',
  /** The uploaded recording of a session (video/*, honours Range requests); 404 once deleted after retention. */
  media: '/api/analysis/media/{session_id}',
} as const;

/** Concrete URLs for the client; every parameter is URL-encoded. */
export const analysisUrls = {
  upload: (): string => ANALYSIS_PATHS.upload,
  start: (): string => ANALYSIS_PATHS.start,
  status: (sessionId: string): string => `/api/analysis/status/${encodeURIComponent(sessionId)}/`,
  video: (filename: string): string => `/api/analysis/video/${encodeURIComponent(filename)}/`,
  reportFiles: (sessionId: string): string => `/api/analysis/reports/${encodeURIComponent(sessionId)}/files/`,
  reportFile: (sessionId: string, name: string): string =>
    `/api/analysis/reports/${encodeURIComponent(sessionId)}/files/${encodeURIComponent(name)}`,
  userAnalyses: (): string => ANALYSIS_PATHS.userAnalyses,
  categorized: (): string => ANALYSIS_PATHS.categorized,
  compare: (): string => ANALYSIS_PATHS.compare,
  media: (sessionId: string): string => `/api/analysis/media/${encodeURIComponent(sessionId)}`,
};
