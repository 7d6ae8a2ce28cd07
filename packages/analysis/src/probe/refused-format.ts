import { MEDIA_ERROR_MESSAGES } from './media-error-messages.ts';

/** Formats whose files are lists of, or pointers to, other media: refused as 'a playlist', not as 'unsupported'. */
const REFERENCING_FORMATS = new Set(['hls', 'applehttp', 'concat', 'dash', 'sdp', 'rtsp', 'image2', 'ffmetadata']);

/**
 * ffmpeg's stderr when the format or protocol allow-lists (process/media-input-args.ts) stopped it, e.g.
 * `[hls @ 0x55…] Format not on whitelist 'mov,mp4,…'` → the user-facing reason; null when they did not.
 */
export function refusedFormatMessage(stderr: string): string | null {
  const format = /\[([\w,]+) @ [^\]]*\] Format not on whitelist/.exec(stderr);
  if (format) {
    const names = (format[1] ?? '').split(',');
    return names.some((name) => REFERENCING_FORMATS.has(name)) ? MEDIA_ERROR_MESSAGES.references : MEDIA_ERROR_MESSAGES.unsupportedFormat;
  }
  if (/Format not on whitelist/.test(stderr)) return MEDIA_ERROR_MESSAGES.unsupportedFormat;
  // A protocol is refused only when a file asks ffmpeg to open something else (the input itself is `file:`).
  if (/Protocol '[^']*' not on whitelist/.test(stderr)) return MEDIA_ERROR_MESSAGES.references;
  return null;
}
