import type { TimeRange } from '@rehearse/contract/analysis-result';
import { HOP_SECONDS } from './sample-rate.ts';

/**
 * Syllable nuclei after de Jong & Wempe (2009), "Praat script to detect syllable nuclei and measure speech rate
 * automatically", Behavior Research Methods 41(2), 385–390:
 *   1. peaks of the intensity contour above the threshold (99th-percentile intensity − 25 dB);
 *   2. a peak counts only if the intensity dips at least 2 dB between it and the following peak
 *      (for the last peak: before the end of the recording);
 *   3. and only if it is voiced (a pitch exists at the peak) and inside a sounding stretch.
 */
export const MIN_DIP_DB = 2;

export function syllableNuclei(
  intensity: Float32Array,
  pitch: Float32Array,
  segments: TimeRange[],
  threshold: number,
): number[] {
  const peaks: number[] = [];
  for (let f = 1; f < intensity.length - 1; f++) {
    const value = intensity[f] ?? -Infinity;
    if (value > threshold && value > (intensity[f - 1] ?? -Infinity) && value >= (intensity[f + 1] ?? -Infinity)) peaks.push(f);
  }
  const nuclei: number[] = [];
  for (let i = 0; i < peaks.length; i++) {
    const peak = peaks[i] ?? 0;
    const until = peaks[i + 1] ?? intensity.length - 1;
    let dip = Infinity;
    for (let f = peak; f <= until; f++) dip = Math.min(dip, intensity[f] ?? Infinity);
    if ((intensity[peak] ?? 0) - dip <= MIN_DIP_DB) continue;
    if (!isVoicedAround(pitch, peak)) continue;
    const time = (peak + 0.5) * HOP_SECONDS;
    if (!segments.some((s) => time >= s.start && time <= s.end)) continue;
    nuclei.push(Math.round(time * 1000) / 1000);
  }
  return nuclei;
}

/** Pitch at the peak frame or its immediate neighbours: a 10 ms misalignment between the two contours is not unvoicing. */
function isVoicedAround(pitch: Float32Array, frame: number): boolean {
  for (let f = frame - 1; f <= frame + 1; f++) if (f >= 0 && f < pitch.length && !Number.isNaN(pitch[f] ?? Number.NaN)) return true;
  return false;
}
