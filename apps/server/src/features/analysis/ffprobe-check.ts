import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { NOT_A_VIDEO_MESSAGE } from '@rehearse/contract/analysis-constants';
import type { ProbedMedia } from './analysis-engine.ts';

/** An upload that is not a playable video; the message is for the user. */
export class UploadCheckError extends Error {
  override name = 'MediaError';
}

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

/** Checks an upload by its content with ffprobe: a container ffprobe can read with at least one video stream. */
export async function ffprobeCheck(file: string, ffprobePath: string): Promise<ProbedMedia> {
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(ffprobePath, ['-v', 'error', '-show_entries', 'format=duration,format_name:stream=codec_type', '-of', 'json', file], {
      maxBuffer: 1024 * 1024,
    }));
  } catch {
    throw new UploadCheckError(`${NOT_A_VIDEO_MESSAGE}: the file could not be read as a video`);
  }
  const info = JSON.parse(stdout) as { format?: { duration?: string; format_name?: string }; streams?: Array<{ codec_type?: string }> };
  if (!info.streams?.some((s) => s.codec_type === 'video')) throw new UploadCheckError(`${NOT_A_VIDEO_MESSAGE}: the file has no video stream`);
  const duration = Number(info.format?.duration);
  return { duration: Number.isFinite(duration) ? duration : 0, contentType: contentTypeOfFormat(info.format?.format_name ?? '') };
}
