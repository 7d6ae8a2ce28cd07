import { percentile } from './percentile.ts';
import { HOP_SAMPLES, SAMPLE_RATE } from './sample-rate.ts';

/**
 * Fundamental frequency with YIN (de Cheveigné & Kawahara 2002, "YIN, a fundamental frequency estimator for speech
 * and music", JASA 111(4)), steps 2–5 of the paper:
 *   2. difference function d(τ) = Σ_{j<W} (x_j − x_{j+τ})²
 *   3. cumulative mean normalised difference d'(0) = 1, d'(τ) = d(τ) / [(1/τ) Σ_{k=1..τ} d(k)]
 *   4. absolute threshold: the smallest τ whose d' dips under the threshold, followed down to its local minimum
 *   5. parabolic interpolation of d around that τ for a sub-sample period.
 * Frames where no d' dips under the threshold are aperiodic (unvoiced): the paper's fallback to the global minimum is
 * for always-voiced material, and here voicing itself is a measurement (syllable nuclei, filled pauses).
 */
export interface YinOptions {
  sampleRate: number;
  minHz: number;
  maxHz: number;
  /** Integration window W in seconds (40 ms covers three periods at the 75 Hz floor). */
  windowSeconds: number;
  threshold: number;
}

export const DEFAULT_YIN: YinOptions = { sampleRate: SAMPLE_RATE, minHz: 75, maxHz: 400, windowSeconds: 0.04, threshold: 0.15 };

/** F0 in Hz of the frame starting at `start` (needs W + τmax samples), or null when unvoiced or out of range. */
export function yinFrame(samples: Float32Array, start: number, options: YinOptions = DEFAULT_YIN, scratch?: Float64Array): number | null {
  const W = Math.round(options.windowSeconds * options.sampleRate);
  const tauMin = Math.max(2, Math.floor(options.sampleRate / options.maxHz));
  const tauMax = Math.ceil(options.sampleRate / options.minHz);
  if (start < 0 || start + W + tauMax + 1 > samples.length) return null;
  const d = scratch && scratch.length >= tauMax + 2 ? scratch : new Float64Array(tauMax + 2);

  // Step 2 — difference function.
  d[0] = 0;
  for (let tau = 1; tau <= tauMax + 1; tau++) {
    let sum = 0;
    for (let j = 0; j < W; j++) {
      const diff = (samples[start + j] ?? 0) - (samples[start + j + tau] ?? 0);
      sum += diff * diff;
    }
    d[tau] = sum;
  }

  // Step 3 — cumulative mean normalised difference.
  const cmnd = new Float64Array(tauMax + 2);
  cmnd[0] = 1;
  let running = 0;
  for (let tau = 1; tau <= tauMax + 1; tau++) {
    running += d[tau] ?? 0;
    cmnd[tau] = running > 0 ? ((d[tau] ?? 0) * tau) / running : 1;
  }

  // Step 4 — absolute threshold, then walk down to the bottom of that dip.
  let tau = -1;
  for (let t = tauMin; t <= tauMax; t++) {
    if ((cmnd[t] ?? 1) < options.threshold) {
      tau = t;
      while (tau + 1 <= tauMax && (cmnd[tau + 1] ?? 1) < (cmnd[tau] ?? 1)) tau++;
      break;
    }
  }
  if (tau < 0) return null;

  // Step 5 — parabolic interpolation on the raw difference function.
  const a = d[tau - 1] ?? 0;
  const b = d[tau] ?? 0;
  const c = d[tau + 1] ?? 0;
  const denominator = a - 2 * b + c;
  const shift = denominator > 0 ? (0.5 * (a - c)) / denominator : 0;
  const period = tau + Math.max(-1, Math.min(1, shift));
  const hz = options.sampleRate / period;
  return hz >= options.minHz && hz <= options.maxHz ? hz : null;
}

/**
 * Pitch per 10 ms frame (NaN = unvoiced or not analysed), the analysis window centred on the frame. Only frames with
 * `mask[f]` set are analysed: YIN costs ~W·τmax operations a frame, and silence has no pitch.
 */
export function pitchTrack(samples: Float32Array, mask: Uint8Array, options: YinOptions = DEFAULT_YIN): Float32Array {
  const frames = Math.floor(samples.length / HOP_SAMPLES);
  const track = new Float32Array(frames).fill(Number.NaN);
  const W = Math.round(options.windowSeconds * options.sampleRate);
  const scratch = new Float64Array(Math.ceil(options.sampleRate / options.minHz) + 2);
  for (let f = 0; f < frames; f++) {
    if (!mask[f]) continue;
    const start = f * HOP_SAMPLES + HOP_SAMPLES / 2 - W / 2;
    const hz = yinFrame(samples, start, options, scratch);
    if (hz !== null) track[f] = hz;
  }
  return track;
}

export function hzToSemitones(hz: number, referenceHz: number): number {
  return 12 * Math.log2(hz / referenceHz);
}

export interface PitchSummary {
  medianHz: number;
  /** 5th to 95th percentile, in semitones: a range robust to the odd octave error. */
  rangeSemitones: number;
  /** Standard deviation of the semitone values around the median. */
  variationSemitones: number;
  voicedFrames: number;
}

/** Null when fewer than 10 frames (0.1 s) are voiced: too little to describe a voice. */
export function summarizePitch(track: Float32Array): PitchSummary | null {
  const voiced = Array.from(track).filter((v) => !Number.isNaN(v));
  if (voiced.length < 10) return null;
  const median = percentile(voiced, 50) ?? 0;
  const semitones = voiced.map((hz) => hzToSemitones(hz, median));
  const mean = semitones.reduce((a, b) => a + b, 0) / semitones.length;
  const variance = semitones.reduce((a, s) => a + (s - mean) ** 2, 0) / semitones.length;
  return {
    medianHz: median,
    rangeSemitones: (percentile(semitones, 95) ?? 0) - (percentile(semitones, 5) ?? 0),
    variationSemitones: Math.sqrt(variance),
    voicedFrames: voiced.length,
  };
}
