import type { QualityFlag, VideoResult } from '@rehearse/contract/analysis-result';
import type { AnalysisOptions } from '../analysis-options.ts';
import type { MouthSample } from '../audio/speakers/choose-candidate.ts';
import { timeLimitFor } from '../process/time-limit.ts';
import { decodeFrames, NoVideoStreamError } from './decode-frames.ts';
import { detectFrame } from './detect-frame.ts';
import { multipleFacesSegments, noFaceSegments } from './face-segments.ts';
import type { FrameFacts } from './frame-facts.ts';
import { scaledFrameSize } from './frame-size.ts';
import { humanRuntime } from './human-runtime.ts';
import { perSecondTimeline, type VideoSecond } from './per-second-timeline.ts';
import { noVideoOutput } from './no-video-output.ts';
import { videoMetrics } from './video-metrics.ts';
import { videoPerformanceScore } from './video-performance-score.ts';

export interface VideoBranchOutput {
  video: VideoResult;
  /** One entry per whole second of media. */
  perSecond: VideoSecond[];
  /** The visible mouth's opening on every sampled frame: which voice is the candidate's (audio/speakers). */
  mouth: MouthSample[];
  flags: QualityFlag[];
  model: string;
}

export interface VideoBranchInput {
  duration: number;
  /** Display size of the video (after rotation). */
  width: number;
  height: number;
  hasVideo: boolean;
  options: AnalysisOptions;
  onProgress?: (fraction: number) => void;
}

const MODELS = 'blazeface+facemesh+iris, movenet-lightning';

/** The video branch: frames → Human → per-frame facts → face rate, eye contact, posture, engagement. */
export async function analyzeVideo(file: string, input: VideoBranchInput): Promise<VideoBranchOutput> {
  const { options, duration } = input;
  if (!input.hasVideo) return noVideoOutput(duration, options.fps);
  const runtime = await humanRuntime();
  const size = scaledFrameSize({ width: input.width, height: input.height }, options.frameWidth);
  const expectedFrames = Number.isFinite(duration) && duration > 0 ? Math.ceil(duration * options.fps) : Infinity;
  const frames: FrameFacts[] = [];
  try {
    for await (const frame of decodeFrames(file, {
      ffmpegPath: options.ffmpegPath,
      fps: options.fps,
      size,
      limit: timeLimitFor('Decoding the video frames', duration, options),
    })) {
      frames.push(await detectFrame(runtime, frame.rgb, size, frame.t));
      input.onProgress?.(Math.min(1, frames.length / expectedFrames));
    }
  } catch (error) {
    if (error instanceof NoVideoStreamError) return noVideoOutput(duration, options.fps);
    throw error;
  }
  input.onProgress?.(1);
  // A WebM from MediaRecorder may carry no duration in its header; the frames then tell it.
  const mediaDuration = Number.isFinite(duration) && duration > 0 ? duration : frames.length / options.fps;
  const { metrics, flags } = videoMetrics(frames, size.width / size.height);
  return {
    video: {
      performance_score: videoPerformanceScore(metrics),
      metrics,
      frames_analyzed: frames.length,
      fps: options.fps,
      no_face_segments: noFaceSegments(frames, options.fps, mediaDuration),
      multiple_faces_segments: multipleFacesSegments(frames, options.fps, mediaDuration),
    },
    perSecond: perSecondTimeline(frames, mediaDuration),
    mouth: frames.map((frame) => ({ t: frame.t, opening: frame.face?.mouthOpening ?? null })),
    flags,
    model: modelName(runtime.version),
  };
}

function modelName(version: string): string {
  return `human ${version} wasm: ${MODELS}`;
}
