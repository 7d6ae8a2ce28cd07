/** Limits on uploads that were never analysed (see docs/decisions/004-upload-limits.md). */

/** Default number of uploads a user may keep without starting their analysis. */
export const DEFAULT_MAX_UNSTARTED_UPLOADS = 5;

/** Hours a never-started upload is kept before the retention sweep deletes it. */
export const UNSTARTED_UPLOAD_RETENTION_HOURS = 24;

/** Answered with 429 when a user already holds the most never-started uploads allowed. */
export const tooManyUnstartedUploadsMessage = (limit: number): string =>
  `You have ${limit} uploaded video${limit === 1 ? '' : 's'} waiting to be analysed. ` +
  `Start the analysis of one of them before uploading another; uploads never analysed are deleted after ${UNSTARTED_UPLOAD_RETENTION_HOURS} hours.`;

/** Answered with 429 when a user uploads too often. */
export const TOO_MANY_UPLOADS_MESSAGE = 'Too many uploads in a short time. Please wait a few minutes and try again.';
