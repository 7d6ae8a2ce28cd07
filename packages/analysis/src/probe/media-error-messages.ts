import { ACCEPTED_AUDIO_FORMATS, ACCEPTED_VIDEO_FORMATS } from '@rehearse/contract/analysis-constants';

/** 'MP4, MOV or WMV' */
const listed = (names: readonly string[]): string => `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** The one-line reasons a file is refused, shown to the user as they are. */
export const MEDIA_ERROR_MESSAGES = {
  empty: 'The file is empty.',
  unreadable: 'This file is not a video or audio recording we can read.',
  truncated: 'The video file is incomplete; it may have been cut off during upload.',
  noStreams: 'The file has neither a video nor an audio stream.',
  tooShort: 'The recording is too short to analyse.',
  references: 'This file is a playlist or a list of other files, not a video. Upload the recording itself.',
  unsupportedFormat: `This format is not supported. Upload a video (${listed(ACCEPTED_VIDEO_FORMATS)}) or an audio recording (${listed(ACCEPTED_AUDIO_FORMATS)}).`,
} as const;

/** A child process on the user's media ran past its time limit (process/time-limit.ts). */
export function tookTooLongMessage(task: string, limitMs: number): string {
  const seconds = Math.max(1, Math.round(limitMs / 1000));
  return `${task} took too long (over ${seconds} s) and was stopped. The file may be damaged; try exporting it again as MP4.`;
}

/** Shorter than this (seconds) there is nothing to measure. */
export const MIN_MEDIA_DURATION = 0.5;
