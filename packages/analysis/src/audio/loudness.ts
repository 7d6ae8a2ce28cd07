import { HOP_SAMPLES, SAMPLE_RATE } from './sample-rate.ts';

/** dBFS of silence: digital zero has no logarithm, so levels are floored here (below any real recording's noise). */
export const SILENCE_DBFS = -100;

/** A sample at or beyond this magnitude is counted as clipped (32767/32768 in s16). */
const CLIP_LEVEL = 32767 / 32768;

/** Level of a mean square in dBFS, where a full-scale square wave is 0 dBFS (so a full-scale sine reads −3.01 dBFS). */
export function meanSquareToDbfs(meanSquare: number): number {
  return meanSquare > 0 ? Math.max(SILENCE_DBFS, 10 * Math.log10(meanSquare)) : SILENCE_DBFS;
}

export function rmsDbfs(samples: Float32Array, start = 0, end = samples.length): number {
  let sum = 0;
  for (let i = start; i < end; i++) sum += (samples[i] ?? 0) ** 2;
  return meanSquareToDbfs(end > start ? sum / (end - start) : 0);
}

/**
 * Frame levels in dBFS: frame i is centred at (i + 0.5) × 10 ms and measured over a rectangular `windowSeconds`
 * window (clamped at the edges).
 */
export function frameLevels(samples: Float32Array, windowSeconds = 0.04): Float32Array {
  const frames = Math.floor(samples.length / HOP_SAMPLES);
  const half = Math.round((windowSeconds * SAMPLE_RATE) / 2);
  const levels = new Float32Array(frames);
  // Running sum of squares keeps this O(n) however wide the window.
  const cumulative = new Float64Array(samples.length + 1);
  for (let i = 0; i < samples.length; i++) cumulative[i + 1] = (cumulative[i] ?? 0) + (samples[i] ?? 0) ** 2;
  for (let f = 0; f < frames; f++) {
    const centre = f * HOP_SAMPLES + HOP_SAMPLES / 2;
    const start = Math.max(0, centre - half);
    const end = Math.min(samples.length, centre + half);
    levels[f] = meanSquareToDbfs(((cumulative[end] ?? 0) - (cumulative[start] ?? 0)) / Math.max(1, end - start));
  }
  return levels;
}

/** Fraction of samples at full scale (either polarity). */
export function clippingRatio(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let clipped = 0;
  for (let i = 0; i < samples.length; i++) if (Math.abs(samples[i] ?? 0) >= CLIP_LEVEL) clipped++;
  return clipped / samples.length;
}

/**
 * Level of the speech only: the power mean (not the mean of dB values, which would under-weight loud syllables) of
 * the frames marked as speech, and the standard deviation of their dB values.
 */
export function speechLevel(levels: Float32Array, speech: Uint8Array): { meanDbfs: number; variationDb: number } | null {
  let count = 0;
  let power = 0;
  let sumDb = 0;
  for (let i = 0; i < levels.length; i++) {
    if (!speech[i]) continue;
    const db = levels[i] ?? SILENCE_DBFS;
    count++;
    power += 10 ** (db / 10);
    sumDb += db;
  }
  if (count === 0) return null;
  const meanDb = sumDb / count;
  let variance = 0;
  for (let i = 0; i < levels.length; i++) if (speech[i]) variance += ((levels[i] ?? 0) - meanDb) ** 2;
  return { meanDbfs: meanSquareToDbfs(power / count), variationDb: Math.sqrt(variance / count) };
}

/**
 * Mean dBFS of each second of the media: index i covers [i, i + 1) s (the last, partial second over what there is).
 * A second with no speech frame is null, so a timeline shows silence as a gap rather than as room noise.
 */
export function loudnessPerSecond(samples: Float32Array, speech: Uint8Array, seconds: number): (number | null)[] {
  const framesPerSecond = Math.round(1 / (HOP_SAMPLES / SAMPLE_RATE));
  const out: (number | null)[] = [];
  for (let s = 0; s < seconds; s++) {
    let hasSpeech = false;
    for (let f = s * framesPerSecond; f < (s + 1) * framesPerSecond && f < speech.length; f++) {
      if (speech[f]) {
        hasSpeech = true;
        break;
      }
    }
    const start = s * SAMPLE_RATE;
    const end = Math.min(samples.length, start + SAMPLE_RATE);
    out.push(hasSpeech && end > start ? round(rmsDbfs(samples, start, end), 1) : null);
  }
  return out;
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
