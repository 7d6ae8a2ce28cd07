import { meanSquareToDbfs } from './loudness.ts';
import { HOP_SAMPLES, SAMPLE_RATE } from './sample-rate.ts';

/**
 * Smoothed intensity contour (dB re full scale), one value per 10 ms frame, for voice activity and syllable nuclei.
 * de Jong & Wempe (2009) use Praat's "To Intensity" with a 50 Hz pitch floor: a 3.2 / 50 Hz = 64 ms Kaiser-type
 * window, whose effective width is well under its physical length. A 40 ms Hann window smooths the pitch ripple away
 * similarly; on the LibriVox clips of pocketsphinx-testdata it finds 85 of the 100 syllables (64 ms Hann: 80; 32 ms:
 * 91, but it over-counts espeak-ng speech, 31 for 26).
 */
export function intensityContour(samples: Float32Array, windowSeconds = 0.04): Float32Array {
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
