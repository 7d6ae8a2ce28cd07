import { describe, expect, it } from 'vitest';
import { intensityContour } from './intensity-contour.ts';
import { pitchTrack } from './pitch-yin.ts';
import { SAMPLE_RATE } from './sample-rate.ts';
import { syllableNuclei } from './syllable-nuclei.ts';
import { segmentSpeech } from './voice-activity.ts';

/** `count` syllable-like bumps: a 140 Hz harmonic tone under a raised-cosine envelope of `bumpSeconds`, with low-level gaps between. */
function syllables(count: number, bumpSeconds = 0.2, gapSeconds = 0.05, voiced = true): Float32Array {
  const bump = Math.round(bumpSeconds * SAMPLE_RATE);
  const gap = Math.round(gapSeconds * SAMPLE_RATE);
  const out = new Float32Array(count * (bump + gap) + SAMPLE_RATE / 2);
  let seed = 7;
  for (let n = 0; n < count; n++) {
    for (let i = 0; i < bump; i++) {
      const envelope = 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / bump);
      const t = (n * (bump + gap) + i) / SAMPLE_RATE;
      let carrier = 0;
      if (voiced) for (let k = 1; k <= 5; k++) carrier += Math.sin(2 * Math.PI * 140 * k * t) / k;
      else {
        seed = (seed * 16807) % 2147483647;
        carrier = (seed / 2147483647 - 0.5) * 2;
      }
      out[n * (bump + gap) + i] = 0.2 * envelope * carrier;
    }
  }
  return out;
}

function count(signal: Float32Array): number {
  const intensity = intensityContour(signal);
  const { segments, speech, threshold } = segmentSpeech(intensity);
  const mask = new Uint8Array(speech.length);
  for (const s of segments) for (let f = Math.floor(s.start * 100); f < Math.ceil(s.end * 100); f++) mask[f] = 1;
  return syllableNuclei(intensity, pitchTrack(signal, mask), segments, threshold ?? 0).length;
}

describe('syllable nuclei', () => {
  it('finds one nucleus per voiced bump', () => {
    expect(count(syllables(8))).toBe(8);
    expect(count(syllables(5, 0.15, 0.03))).toBe(5);
  });

  it('finds none in unvoiced (noise) bumps', () => {
    expect(count(syllables(6, 0.2, 0.05, false))).toBe(0);
  });

  it('counts one long bump once (no 2 dB dip inside it)', () => {
    expect(count(syllables(1, 0.4))).toBe(1);
  });
});
