import type { VideoBranchOutput } from './analyze-video.ts';
import { perSecondTimeline } from './per-second-timeline.ts';
import { EMPTY_VIDEO_METRICS } from './video-metrics.ts';

/** What `engines.video_model` says when no frame was looked at. */
export const NO_VIDEO_MODEL = 'none (no video stream)';

/**
 * The video branch's answer for a recording without pictures (a phone or audio-only interview): every video
 * figure is 'not measured' (null, 0 frames, the no_video_stream flag), never a made-up number. Kept apart from
 * analyze-video.ts so the pipeline can answer it without starting the worker or loading the face models.
 */
export function noVideoOutput(duration: number, fps: number): VideoBranchOutput {
  return {
    video: {
      performance_score: null,
      metrics: EMPTY_VIDEO_METRICS,
      frames_analyzed: 0,
      fps,
      no_face_segments: [],
      multiple_faces_segments: [],
    },
    perSecond: perSecondTimeline([], duration),
    mouth: [],
    flags: ['no_video_stream'],
    model: NO_VIDEO_MODEL,
  };
}
