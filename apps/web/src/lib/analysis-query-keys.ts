/**
 * Query keys of one analysis and of the user's analysis lists, from one factory. A change to any
 * analysis invalidates `analysesKeys.all` (every list); one analysis has one key per endpoint.
 */
export const analysisKeys = {
  all: ['analysis'] as const,
  /** GET /api/analysis/status/{id}/: the detail page, the progress page, the report download and the upload flow. */
  bySession: (sessionId: string) => [...analysisKeys.all, 'status', sessionId] as const,
  /** GET /api/analysis/video/{filename}/. */
  byFilename: (filename: string) => [...analysisKeys.all, 'video', filename] as const,
};

export const analysesKeys = {
  all: ['analyses'] as const,
  categorized: () => [...analysesKeys.all, 'categorized'] as const,
  recent: () => [...analysesKeys.all, 'list', 'recent'] as const,
  compareCandidates: (text: string) => [...analysesKeys.all, 'list', 'compare-candidates', text] as const,
  search: (text: string) => [...analysesKeys.all, 'search', text] as const,
  summary: () => [...analysesKeys.all, 'summary'] as const,
  trend: () => [...analysesKeys.all, 'trend'] as const,
};
