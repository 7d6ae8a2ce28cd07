import meydaModule from 'meyda';
import { HOP_SAMPLES, SAMPLE_RATE } from '../sample-rate.ts';

// Meyda's CommonJS build exports the object itself (`module.exports = Meyda`) while its types declare an ES default
// export, which TypeScript's NodeNext reading puts under `.default`: the runtime value is the object.
const Meyda = meydaModule as unknown as typeof meydaModule.default;

/** 32 ms at 16 kHz: the usual speech analysis window, and a power of two as Meyda's FFT needs. */
export const MFCC_FRAME_SAMPLES = 512;
/** c0..c12, the customary 13 (c0, the frame's energy, is dropped below so loudness never tells voices apart). */
export const MFCC_COEFFICIENTS = 13;

/**
 * MFCC vectors c1..c12 of the frames starting in [startSample, endSample), one every 10 ms. Frames that Meyda cannot
 * describe (digital silence gives log(0)) are left out.
 */
export function mfccFrames(samples: Float32Array, startSample: number, endSample: number): number[][] {
  Meyda.sampleRate = SAMPLE_RATE;
  Meyda.bufferSize = MFCC_FRAME_SAMPLES;
  Meyda.numberOfMFCCCoefficients = MFCC_COEFFICIENTS;
  const vectors: number[][] = [];
  const last = Math.min(endSample, samples.length - MFCC_FRAME_SAMPLES);
  for (let start = Math.max(0, startSample); start <= last; start += HOP_SAMPLES) {
    const mfcc = Meyda.extract(['mfcc'], samples.slice(start, start + MFCC_FRAME_SAMPLES))?.mfcc;
    if (!mfcc || mfcc.length < MFCC_COEFFICIENTS) continue;
    const vector = mfcc.slice(1);
    if (vector.every(Number.isFinite)) vectors.push(vector);
  }
  return vectors;
}
