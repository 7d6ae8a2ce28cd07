import { meanSquareToDbfs } from './loudness.ts';
import { HOP_SAMPLES, SAMPLE_RATE } from './sample-rate.ts';

/**
 * Smoothed intensity contour (dB re full scale), one value per 10 ms frame, as Praat's "To Intensity" with a 50 Hz
 * pitch floor computes it for de Jong & Wempe (2009): a window of 3.2 / 50 Hz = 64 ms, here a Hann window, which
 * smooths away the pitch ripple so that one peak remains per syllable.
 */
export function intensityContour(samples: Float32Array, windowSeconds = 0.064): Float32Array {
  const frames = Math.floor(samples.length / HOP_SAMPLES);
  const size = Math.round(windowSeconds * SAMPLE_RATE);
  const window = new Float32Array(size);
  for (let i = 0; i < size; i++) {
    window[i] = 0.5 - 0.5 * Math.cos((2 * Math.PI * (i + 0.5)) / size);
  }
  const contour = new Float32Array(frames);
  for (let f = 0; f < frames; f++) {
    const start = f * HOP_SAMPLES + HOP_SAMPLES / 2 - size / 2;
    let sum = 0;
    let weights = 0;
    for (let i = 0; i < size; i++) {
      const index = start + i;
      if (index < 0 || index >= samples.length) continue;
      const w = window[i] ?? 0;
      sum += w * (samples[index] ?? 0) ** 2;
      weights += w;
    }
    contour[f] = meanSquareToDbfs(weights > 0 ? sum / weights : 0);
  }
  return contour;
}
