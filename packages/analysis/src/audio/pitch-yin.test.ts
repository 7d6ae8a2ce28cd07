import { describe, expect, it } from 'vitest';
import { DEFAULT_YIN, hzToSemitones, pitchTrack, summarizePitch, yinFrame } from './pitch-yin.ts';
import { SAMPLE_RATE } from './sample-rate.ts';

function sine(hz: number, seconds: number, amplitude = 0.5): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (let i = 0; i < out.length; i++) out[i] = amplitude * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE);
  return out;
}

describe('YIN', () => {
  it.each([80, 110, 147.3, 220, 261.6, 390])('finds a %s Hz sine within 1 %', (hz) => {
    const estimate = yinFrame(sine(hz, 0.2), 100);
    expect(estimate).not.toBeNull();
    expect(Math.abs((estimate ?? 0) - hz) / hz).toBeLessThan(0.01);
  });

  it('finds the fundamental of a harmonic-rich tone, not a harmonic', () => {
    const hz = 120;
    const signal = new Float32Array(SAMPLE_RATE / 5);
    for (let i = 0; i < signal.length; i++) {
      for (let k = 1; k <= 6; k++) signal[i] = (signal[i] ?? 0) + (0.3 / k) * Math.sin((2 * Math.PI * hz * k * i) / SAMPLE_RATE);
    }
    expect(Math.abs((yinFrame(signal, 0) ?? 0) - hz) / hz).toBeLessThan(0.01);
  });

  it('calls white noise unvoiced', () => {
    let seed = 1;
    const noise = new Float32Array(SAMPLE_RATE / 5).map(() => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647 - 0.5;
    });
    expect(yinFrame(noise, 0)).toBeNull();
  });

  it('finds no pitch below the 75 Hz floor', () => {
    expect(yinFrame(sine(50, 0.2), 0)).toBeNull();
  });

  it('tracks a glide and summarises it in semitones', () => {
    // 100 Hz for 0.5 s then 200 Hz for 0.5 s: one octave = 12 semitones apart.
    const signal = new Float32Array([...sine(100, 0.5), ...sine(200, 0.5)]);
    const track = pitchTrack(signal, new Uint8Array(100).fill(1), DEFAULT_YIN);
    const summary = summarizePitch(track);
    expect(summary).not.toBeNull();
    expect(summary?.rangeSemitones).toBeGreaterThan(11.5);
    expect(summary?.rangeSemitones).toBeLessThan(12.5);
    expect(summary?.variationSemitones).toBeGreaterThan(5);
    expect(hzToSemitones(220, 110)).toBeCloseTo(12, 6);
  });

  it('has no summary for silence', () => {
    expect(summarizePitch(pitchTrack(new Float32Array(SAMPLE_RATE), new Uint8Array(100).fill(1)))).toBeNull();
  });
});
