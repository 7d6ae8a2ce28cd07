const CONTENT_TYPES: Array<[RegExp, string]> = [
  [/webm|matroska/, 'video/webm'],
  [/mov|mp4|m4a|3gp/, 'video/mp4'],
  [/avi/, 'video/x-msvideo'],
  [/asf/, 'video/x-ms-wmv'],
];

/** The content type a container is served with (ffprobe's `format_name`, e.g. 'mov,mp4,m4a,3gp,3g2,mj2'). */
export function contentTypeOfFormat(formatName: string): string {
  return CONTENT_TYPES.find(([pattern]) => pattern.test(formatName))?.[1] ?? 'application/octet-stream';
}
