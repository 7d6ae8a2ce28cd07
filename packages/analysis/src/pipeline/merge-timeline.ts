import type { TimelinePoint } from '@rehearse/contract/analysis-result';
import type { VideoSecond } from '../video/per-second-timeline.ts';

/**
 * One point per whole second of media (the last, partial second included): face and eye contact from the
 * video branch, loudness from the audio branch; a side that has no value for a second gives null.
 */
export function mergeTimeline(
  mediaDuration: number,
  videoSeconds: readonly VideoSecond[],
  loudnessPerSecond: readonly (number | null)[],
): TimelinePoint[] {
  const seconds = Math.max(0, Math.ceil(mediaDuration - 1e-9));
  const videoAt = new Map(videoSeconds.map((s) => [s.t, s]));
  return Array.from({ length: seconds }, (_, t) => {
    const video = videoAt.get(t);
    const loudness = loudnessPerSecond[t];
    return {
      t,
      face_present: video?.face_present ?? null,
      eye_contact: video?.eye_contact ?? null,
      ...(video ? { face_frames: video.face_frames } : {}),
      loudness_dbfs: typeof loudness === 'number' && Number.isFinite(loudness) ? loudness : null,
    };
  });
}
