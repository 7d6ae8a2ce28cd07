import type { TimeRange } from '@rehearse/contract/analysis-result';
import { percentile } from './percentile.ts';
import { HOP_SECONDS } from './sample-rate.ts';

/** de Jong & Wempe (2009): "silence threshold" −25 dB relative to the 99th-percentile intensity (the 0.99 quantile rather than the maximum, so one bang does not set it). */
export const SILENCE_DB_BELOW_P99 = -25;
/** Below this nothing counts as speech, whatever the recording's own level (a digital-silence or hiss-only file). */
export const ABSOLUTE_FLOOR_DBFS = -60;
/** Speech must stand this far above the recording's noise floor (5th percentile); a steady noise or tone then never passes. */
export const ABOVE_NOISE_FLOOR_DB = 6;
/** Silences shorter than this are gaps inside speech, not pauses (de Jong & Wempe's minimum pause, 0.3 s). */
export const MIN_PAUSE_SECONDS = 0.3;
/** Sounding stretches shorter than this are clicks, not speech (de Jong & Wempe's minimum sounding interval, 0.1 s). */
export const MIN_SOUNDING_SECONDS = 0.1;

/** The recording's own speech threshold in dB, or null when nothing in it could be speech. */
export function speechThreshold(intensity: Float32Array): number | null {
  const p99 = percentile(intensity, 99);
  const noiseFloor = percentile(intensity, 5);
  if (p99 === null || noiseFloor === null) return null;
  const threshold = Math.max(p99 + SILENCE_DB_BELOW_P99, noiseFloor + ABOVE_NOISE_FLOOR_DB, ABSOLUTE_FLOOR_DBFS);
  return threshold < p99 ? threshold : null;
}

export interface SpeechSegmentation {
  threshold: number | null;
  /** Sounding stretches, after bridging silences shorter than the minimum pause and dropping clicks. */
  segments: TimeRange[];
  /** Per frame: 1 when the frame is inside a segment and itself above the threshold. */
  speech: Uint8Array;
}

/** `minPause`: silences shorter than this are bridged (the speech time of the pace uses 0.25 s, speech-time.ts). */
export function segmentSpeech(intensity: Float32Array, minPause: number = MIN_PAUSE_SECONDS): SpeechSegmentation {
  const speech = new Uint8Array(intensity.length);
  const threshold = speechThreshold(intensity);
  if (threshold === null) return { threshold, segments: [], speech };

  const runs: [number, number][] = []; // frame index ranges [start, end)
  let start = -1;
  for (let f = 0; f <= intensity.length; f++) {
    const loud = f < intensity.length && (intensity[f] ?? -Infinity) >= threshold;
    if (loud && start < 0) start = f;
    if (!loud && start >= 0) {
      runs.push([start, f]);
      start = -1;
    }
  }
  const minGap = Math.round(minPause / HOP_SECONDS);
  const bridged: [number, number][] = [];
  for (const run of runs) {
    const last = bridged.at(-1);
    if (last && run[0] - last[1] < minGap) last[1] = run[1];
    else bridged.push([run[0], run[1]]);
  }
  const minSounding = Math.round(MIN_SOUNDING_SECONDS / HOP_SECONDS);
  const kept = bridged.filter(([a, b]) => b - a >= minSounding);
  for (const [a, b] of kept) for (let f = a; f < b; f++) if ((intensity[f] ?? -Infinity) >= threshold) speech[f] = 1;
  const segments = kept.map(([a, b]) => ({ start: round(a * HOP_SECONDS), end: round(b * HOP_SECONDS) }));
  return { threshold, segments, speech };
}

export function totalDuration(ranges: TimeRange[]): number {
  return ranges.reduce((sum, r) => sum + (r.end - r.start), 0);
}

function round(seconds: number): number {
  return Math.round(seconds * 1000) / 1000;
}
