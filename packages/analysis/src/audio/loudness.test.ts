import { describe, expect, it } from 'vitest';
import { clippingRatio, frameLevels, loudnessPerSecond, rmsDbfs, SILENCE_DBFS, speechLevel } from './loudness.ts';
import { SAMPLE_RATE } from './sample-rate.ts';

function sine(amplitude: number, seconds: number, hz = 440): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE);
  return out;
}

describe('loudness', () => {
  it('reads a sine of known amplitude at 20·log10(A/√2) dBFS', () => {
    expect(rmsDbfs(sine(0.5, 1))).toBeCloseTo(-9.03, 1);
    expect(rmsDbfs(sine(0.1, 1))).toBeCloseTo(-23.01, 1);
    expect(rmsDbfs(new Float32Array(100))).toBe(SILENCE_DBFS);
  });

  it('gives every 10 ms frame the level of a steady tone', () => {
    const levels = frameLevels(sine(0.1, 1));
    expect(levels).toHaveLength(100);
    for (const level of levels) expect(level).toBeCloseTo(-23.01, 0);
  });

  it('averages speech level as power over speech frames only', () => {
    const levels = new Float32Array([-20, -20, -100, -30]);
    const level = speechLevel(levels, new Uint8Array([1, 1, 0, 1]));
    // power mean of −20, −20, −30 dB = 10·log10((0.01 + 0.01 + 0.001) / 3)
    expect(level?.meanDbfs).toBeCloseTo(10 * Math.log10(0.021 / 3), 6);
    expect(level?.variationDb).toBeCloseTo(Math.sqrt(((10 / 3) ** 2 * 2 + (20 / 3) ** 2) / 3), 6);
    expect(speechLevel(levels, new Uint8Array(4))).toBeNull();
  });

  it('measures clipping as the fraction of full-scale samples', () => {
    const clipped = sine(2, 1).map((v) => Math.max(-1, Math.min(1, v)));
    expect(clippingRatio(clipped)).toBeGreaterThan(0.5);
    expect(clippingRatio(sine(0.5, 1))).toBe(0);
  });

  it('reports each second, null where there is no speech', () => {
    const signal = new Float32Array([...sine(0.5, 1), ...new Float32Array(SAMPLE_RATE), ...sine(0.1, 0.5)]);
    const speech = new Uint8Array(250);
    speech.fill(1, 0, 100);
    speech.fill(1, 200, 250);
    const perSecond = loudnessPerSecond(signal, speech, 3);
    expect(perSecond[0]).toBeCloseTo(-9, 0);
    expect(perSecond[1]).toBeNull();
    expect(perSecond[2]).toBeCloseTo(-23, 0);
  });
});
