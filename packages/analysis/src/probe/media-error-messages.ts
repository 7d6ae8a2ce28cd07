/** The one-line reasons a file is refused, shown to the user as they are. */
export const MEDIA_ERROR_MESSAGES = {
  empty: 'The file is empty.',
  unreadable: 'This file is not a video we can read.',
  truncated: 'The video file is incomplete; it may have been cut off during upload.',
  noVideo: 'The file has no video stream.',
  tooShort: 'The video is too short to analyse.',
} as const;

/** Shorter than this (seconds) there is nothing to measure. */
export const MIN_MEDIA_DURATION = 0.5;
