import type { TimeRange } from '@rehearse/contract/analysis-result';
import type { FrameFacts } from './frame-facts.ts';

/**
 * Time ranges covered by consecutive frames that match `predicate`. A frame stands for the
 * interval [t, t + 1/fps); ranges end no later than the media.
 */
export function segmentsWhere(
  frames: readonly Pick<FrameFacts, 't' | 'faceCount'>[],
  predicate: (frame: Pick<FrameFacts, 'faceCount'>) => boolean,
  fps: number,
  mediaDuration: number,
): TimeRange[] {
  const frameSeconds = 1 / fps;
  const ranges: TimeRange[] = [];
  let open: TimeRange | null = null;
  for (const frame of frames) {
    if (!predicate(frame)) {
      open = null;
      continue;
    }
    const end = Math.min(mediaDuration, frame.t + frameSeconds);
    if (open !== null) open.end = end;
    else {
      open = { start: Math.min(frame.t, mediaDuration), end };
      ranges.push(open);
    }
  }
  // A last frame sampled at or past the end of the media would give an empty range.
  return ranges.filter((range) => range.end > range.start).map((range) => ({ start: round(range.start), end: round(range.end) }));
}

export function noFaceSegments(frames: readonly Pick<FrameFacts, 't' | 'faceCount'>[], fps: number, mediaDuration: number): TimeRange[] {
  return segmentsWhere(frames, (frame) => frame.faceCount === 0, fps, mediaDuration);
}

export function multipleFacesSegments(frames: readonly Pick<FrameFacts, 't' | 'faceCount'>[], fps: number, mediaDuration: number): TimeRange[] {
  return segmentsWhere(frames, (frame) => frame.faceCount > 1, fps, mediaDuration);
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
