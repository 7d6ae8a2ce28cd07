import { z } from 'zod';

/**
 * Managing one's own analyses: rename and delete one. Search is the `q` parameter of the
 * paged list (GET /api/analysis/user-analyses/?limit=…&q=…). Only the owner reaches an analysis;
 * another user's id answers 404 like an unknown one.
 */
export const ANALYSIS_MANAGE_PATHS = {
  /** PATCH renames, DELETE deletes (with its recording and report files). */
  session: '/api/analysis/sessions/{session_id}/',
} as const;

export const analysisManageUrls = {
  session: (sessionId: string): string => `/api/analysis/sessions/${encodeURIComponent(sessionId)}/`,
};

export const ANALYSIS_NAME_MAX = 200;
export const ANALYSIS_NAME_EMPTY = 'Please enter a name';
export const ANALYSIS_NAME_TOO_LONG = `Names can be at most ${ANALYSIS_NAME_MAX} characters`;
/** 409: a queued or running analysis is not deleted under the worker's feet. */
export const ANALYSIS_STILL_RUNNING = 'This analysis is still running. Delete it once it has finished.';
export const ANALYSIS_DELETED = 'Analysis deleted';

export const renameAnalysisRequestSchema = z
  .object({
    display_name: z
      .string()
      .trim()
      .min(1, ANALYSIS_NAME_EMPTY)
      .max(ANALYSIS_NAME_MAX, ANALYSIS_NAME_TOO_LONG)
      // Control characters would break file names in exports and the Content-Disposition of reports.
      .refine((name) => !/\p{Cc}/u.test(name), 'Names cannot contain control characters'),
  })
  .strict();
export type RenameAnalysisRequest = z.infer<typeof renameAnalysisRequestSchema>;

export const renameAnalysisResponseSchema = z.object({
  status: z.literal('success'),
  session_id: z.string(),
  display_name: z.string(),
});
export type RenameAnalysisResponse = z.infer<typeof renameAnalysisResponseSchema>;

export const deleteAnalysisResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type DeleteAnalysisResponse = z.infer<typeof deleteAnalysisResponseSchema>;
