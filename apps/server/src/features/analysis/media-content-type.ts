const VIDEO_TYPES: Array<[RegExp, string]> = [
  [/webm|matroska/, 'video/webm'],
  [/mov|mp4|m4a|3gp/, 'video/mp4'],
  [/avi/, 'video/x-msvideo'],
  [/asf/, 'video/x-ms-wmv'],
];

/** A phone or audio-only recording is served as audio, so a browser plays it as one (M4A is audio/mp4). */
const AUDIO_TYPES: Array<[RegExp, string]> = [
  [/webm|matroska/, 'audio/webm'],
  [/mov|mp4|m4a|3gp/, 'audio/mp4'],
  [/^mp3$/, 'audio/mpeg'],
  [/^wav$/, 'audio/wav'],
  [/^ogg$/, 'audio/ogg'],
];

/**
 * The content type a recording is served with, from its container (ffprobe's `format_name`, e.g.
 * 'mov,mp4,m4a,3gp,3g2,mj2') and whether it has pictures.
 */
export function contentTypeOfFormat(formatName: string, hasVideo = true): string {
  const types = hasVideo ? VIDEO_TYPES : AUDIO_TYPES;
  return types.find(([pattern]) => pattern.test(formatName))?.[1] ?? 'application/octet-stream';
}
