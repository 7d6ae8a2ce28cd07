/**
 * Limits, score bands and API messages of the analysis endpoints that the server answers and the web
 * shows — the spec's wording, verbatim. Text only a screen shows lives in apps/web.
 */

// ---------------------------------------------------------------- score bands
/** 80 and above is good, 60 to below 80 medium, below 60 poor (screens colour by it; compare advice words it). */
export const SCORE_GOOD_THRESHOLD = 80;
export const SCORE_MEDIUM_THRESHOLD = 60;

// ---------------------------------------------------------------- upload
export const DEFAULT_MAX_UPLOAD_MB = 100;
export const DEFAULT_MAX_UPLOAD_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;
export const uploadTooLargeMessage = (maxMb: number): string => `File is too large. Maximum size is ${maxMb}MB`;
export const NO_FILE_MESSAGE = 'Please select a video file';

// ---------------------------------------------------------------- upload and start answers
export const UPLOAD_MESSAGES = {
  uploaded: 'Video uploaded successfully!',
  started: 'Analysis started!',
} as const;
export const NO_CREDITS_MESSAGE = 'No analysis credits left';

// ---------------------------------------------------------------- compare
export const COMPARE_MESSAGES = {
  selectAtLeastTwo: 'Please select at least 2 analyses to compare',
} as const;
