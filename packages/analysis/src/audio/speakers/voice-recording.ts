import type { TimeRange } from '@rehearse/contract/analysis-result';
import { SAMPLE_RATE } from '../sample-rate.ts';
import type { VoicedPiece } from './speaker-turns.ts';

/**
 * Silence kept around each turn. Two turns joined end to end then have 0.2 s of silence between them, under the
 * 0.3 s minimum pause, so a join is never counted as the speaker's pause.
 */
export const TURN_MARGIN_SECONDS = 0.1;

/** One voice's turns, widened by the margin and kept inside the recording. */
export function voiceRegions(turns: readonly VoicedPiece[], voice: number, duration: number): TimeRange[] {
  return turns
    .filter((turn) => turn.voice === voice)
    .map((turn) => ({ start: Math.max(0, turn.start - TURN_MARGIN_SECONDS), end: Math.min(duration, turn.end + TURN_MARGIN_SECONDS) }));
}

/** A recording made of some regions of another, joined end to end, with the times of both mapped onto each other. */
export interface VoiceRecording {
  samples: Float32Array;
  duration: number;
  /** A time in the joined recording → the same moment in the original. */
  toOriginal: (t: number) => number;
  /** Whether an original time lies inside the kept regions. */
  contains: (t: number) => boolean;
  /** An original time inside a kept region → its time in the joined recording. */
  toJoined: (t: number) => number;
}

export function joinRegions(samples: Float32Array, regions: readonly TimeRange[]): VoiceRecording {
  const bounds = regions.map((r) => ({ from: Math.round(r.start * SAMPLE_RATE), to: Math.min(samples.length, Math.round(r.end * SAMPLE_RATE)) }));
  const joined = new Float32Array(bounds.reduce((n, b) => n + Math.max(0, b.to - b.from), 0));
  const offsets: number[] = [];
  let at = 0;
  for (const b of bounds) {
    offsets.push(at / SAMPLE_RATE);
    joined.set(samples.subarray(b.from, b.to), at);
    at += Math.max(0, b.to - b.from);
  }
  const starts = bounds.map((b) => b.from / SAMPLE_RATE);
  const lengths = bounds.map((b) => Math.max(0, b.to - b.from) / SAMPLE_RATE);
  const regionOf = (t: number) => starts.findIndex((s, k) => t >= s && t <= s + (lengths[k] ?? 0));
  return {
    samples: joined,
    duration: joined.length / SAMPLE_RATE,
    toOriginal: (t) => {
      let k = offsets.length - 1;
      while (k > 0 && (offsets[k] ?? 0) > t) k -= 1;
      return round((starts[k] ?? 0) + Math.min(t - (offsets[k] ?? 0), lengths[k] ?? 0));
    },
    contains: (t) => regionOf(t) >= 0,
    toJoined: (t) => {
      const k = regionOf(t);
      return k < 0 ? 0 : round((offsets[k] ?? 0) + t - (starts[k] ?? 0));
    },
  };
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
