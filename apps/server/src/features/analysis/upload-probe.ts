import { probeMedia } from '@rehearse/analysis';
import type { ProbedMedia } from '../../shared/analysis-engine.ts';
import { contentTypeOfFormat } from './media-content-type.ts';

/**
 * Checks an upload by its content with the engine's own probe (so upload and analysis accept the
 * same files: videos, and audio-only recordings such as a phone interview); rejects with the engine's
 * MediaError and its user-facing message.
 */
export async function probeUpload(file: string, tools: { ffprobePath: string; ffmpegPath: string }): Promise<ProbedMedia> {
  const media = await probeMedia(file, tools);
  return { duration: media.duration ?? 0, contentType: contentTypeOfFormat(media.container, media.hasVideo) };
}
