import { probeMedia, startStreamProbe } from '@rehearse/analysis';
import type { ProbedMedia, StreamingProbe } from '../../shared/analysis-engine.ts';
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

/** `probeUpload` on the upload as it streams in; null where the stream alone does not settle it (engine's startStreamProbe). */
export function probeUploadWhileStreaming(tools: { ffprobePath: string; ffmpegPath: string }): StreamingProbe {
  const probe = startStreamProbe(tools);
  return {
    write: (chunk) => probe.write(chunk),
    end: () => probe.end(),
    result: probe.result.then((media) => (media ? { duration: media.duration ?? 0, contentType: contentTypeOfFormat(media.container, media.hasVideo) } : null)),
  };
}
