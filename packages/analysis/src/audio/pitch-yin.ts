import { percentile } from './percentile.ts';
import { HOP_SAMPLES, SAMPLE_RATE } from './sample-rate.ts';

/**
 * Fundamental frequency with YIN (de Cheveigné & Kawahara 2002, "YIN, a fundamental frequency estimator for speech
 * and music", JASA 111(4)), steps 2–5 of the paper:
 *   2. difference function d(τ) = Σ_{j<W} (x_j − x_{j+τ})²
 *   3. cumulative mean normalised difference d'(0) = 1, d'(τ) = d(τ) / [(1/τ) Σ_{k=1..τ} d(k)]
 *   4. absolute threshold: the smallest τ whose d' dips under the threshold, followed down to its local minimum
 *   5. parabolic interpolation of d around that τ for a sub-sample period.
 * Voicing: the paper's aperiodicity measure, d'(τ) at the chosen period, under `voicingThreshold`. In the LibriVox read
 * speech of pocketsphinx-testdata only 25–45 % of speech frames have d' < 0.15 but 46–68 % have d' < 0.35 (about the
 * voiced share of English read speech), so 0.15 would call much voiced speech unvoiced; white noise stays above ~0.6.
 */
export interface YinOptions {
  sampleRate: number;
  minHz: number;
  maxHz: number;
  /** Integration window W in seconds (40 ms covers three periods at the 75 Hz floor). */
  windowSeconds: number;
  threshold: number;
  /** Frames whose aperiodicity d'(τ) is at or above this are unvoiced. */
  voicingThreshold: number;
}

export const DEFAULT_YIN: YinOptions = { sampleRate: SAMPLE_RATE, minHz: 75, maxHz: 400, windowSeconds: 0.04, threshold: 0.15, voicingThreshold: 0.35 };

/** F0 in Hz of the frame starting at `start` (needs W + τmax samples), or null when unvoiced or out of range. */
export function yinFrame(samples: Float32Array, start: number, options: YinOptions = DEFAULT_YIN, scratch?: YinScratch): number | null {
  const estimate = yinEstimate(samples, start, options, scratch);
  return estimate && estimate.aperiodicity < options.voicingThreshold ? estimate.hz : null;
}

export interface YinScratch {
  d: Float64Array;
  cmnd: Float64Array;
}

function makeScratch(options: YinOptions): YinScratch {
  const size = Math.ceil(options.sampleRate / options.minHz) + 2;
  return { d: new Float64Array(size), cmnd: new Float64Array(size) };
}

/**
 * The period estimate and the aperiodicity d'(τ) at it (the paper's own voicing measure: near 0 for a periodic frame,
 * near 1 for noise). When no dip goes under the absolute threshold the global minimum is taken, as in the paper.
 */
export function yinEstimate(
  samples: Float32Array,
  start: number,
  options: YinOptions = DEFAULT_YIN,
  scratch: YinScratch = makeScratch(options),
): { hz: number; aperiodicity: number } | null {
  const W = Math.round(options.windowSeconds * options.sampleRate);
  const tauMin = Math.max(2, Math.floor(options.sampleRate / options.maxHz));
  const tauMax = Math.ceil(options.sampleRate / options.minHz);
  if (start < 0 || start + W + tauMax + 1 > samples.length) return null;
  const { d, cmnd } = scratch;

  // Step 2 — difference function.
  d[0] = 0;
  for (let tau = 1; tau <= tauMax + 1; tau++) {
    let sum = 0;
    for (let j = start, end = start + W; j < end; j++) {
      const diff = samples[j]! - samples[j + tau]!; // in bounds: checked above
      sum += diff * diff;
    }
    d[tau] = sum;
  }

  // Step 3 — cumulative mean normalised difference.
  cmnd[0] = 1;
  let running = 0;
  for (let tau = 1; tau <= tauMax + 1; tau++) {
    running += d[tau]!;
    cmnd[tau] = running > 0 ? (d[tau]! * tau) / running : 1;
  }

  // Step 4 — absolute threshold, then down to the bottom of that dip; failing that, the global minimum.
  let tau = -1;
  for (let t = tauMin; t <= tauMax; t++) {
    if (cmnd[t]! < options.threshold) {
      tau = t;
      while (tau + 1 <= tauMax && cmnd[tau + 1]! < cmnd[tau]!) tau++;
      break;
    }
  }
  if (tau < 0) {
    tau = tauMin;
    for (let t = tauMin + 1; t <= tauMax; t++) if (cmnd[t]! < cmnd[tau]!) tau = t;
  }

  // Step 5 — parabolic interpolation on the raw difference function.
  const a = d[tau - 1]!;
  const b = d[tau]!;
  const c = d[tau + 1]!;
  const denominator = a - 2 * b + c;
  const shift = denominator > 0 ? (0.5 * (a - c)) / denominator : 0;
  const hz = options.sampleRate / (tau + Math.max(-1, Math.min(1, shift)));
  if (hz < options.minHz || hz > options.maxHz) return null;
  return { hz, aperiodicity: cmnd[tau]! };
}

/** Pitch only needs 0–4 kHz: halving the rate quarters YIN's W·τmax cost. */
export const TRACK_SAMPLE_RATE = SAMPLE_RATE / 2;

/**
 * Pitch per 10 ms frame (NaN = unvoiced or not analysed), the analysis window centred on the frame. Only frames with
 * `mask[f]` set are analysed: silence has no pitch, and YIN costs ~W·τmax operations a frame, which is why it runs on
 * the signal decimated to 8 kHz.
 */
export function pitchTrack(samples: Float32Array, mask: Uint8Array, options: YinOptions = DEFAULT_YIN): Float32Array {
  const frames = Math.floor(samples.length / HOP_SAMPLES);
  const track = new Float32Array(frames).fill(Number.NaN);
  if (!mask.some((m) => m === 1)) return track;
  const decimated = decimateByTwo(samples);
  const trackOptions = { ...options, sampleRate: TRACK_SAMPLE_RATE };
  const W = Math.round(trackOptions.windowSeconds * TRACK_SAMPLE_RATE);
  const hop = HOP_SAMPLES / 2;
  const scratch = makeScratch(trackOptions);
  for (let f = 0; f < frames; f++) {
    if (!mask[f]) continue;
    const hz = yinFrame(decimated, Math.round(f * hop + hop / 2 - W / 2), trackOptions, scratch);
    if (hz !== null) track[f] = hz;
  }
  return track;
}

/** Low-pass (31-tap Hann-windowed sinc, cut-off 3.6 kHz) and keep every second sample. */
export function decimateByTwo(samples: Float32Array): Float32Array {
  const taps = 31;
  const half = (taps - 1) / 2;
  const cutoff = 3600 / SAMPLE_RATE;
  const kernel = new Float32Array(taps);
  let sum = 0;
  for (let i = 0; i < taps; i++) {
    const n = i - half;
    const sinc = n === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * n) / (Math.PI * n);
    kernel[i] = sinc * (0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 1)) / (taps + 1)));
    sum += kernel[i]!;
  }
  for (let i = 0; i < taps; i++) kernel[i]! /= sum;
  const out = new Float32Array(Math.floor(samples.length / 2));
  for (let o = 0; o < out.length; o++) {
    const centre = o * 2;
    let acc = 0;
    for (let k = 0; k < taps; k++) {
      const index = centre + k - half;
      if (index >= 0 && index < samples.length) acc += kernel[k]! * samples[index]!;
    }
    out[o] = acc;
  }
  return out;
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
