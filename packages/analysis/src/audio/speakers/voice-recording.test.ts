import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE } from '../sample-rate.ts';
import { joinRegions, voiceRegions } from './voice-recording.ts';

describe('voiceRegions', () => {
  it("keeps one voice's turns with a margin, inside the recording", () => {
    const turns = [
      { start: 0.05, end: 2, voice: 1 },
      { start: 3, end: 5, voice: 0 },
      { start: 6, end: 9.95, voice: 1 },
    ];
    expect(voiceRegions(turns, 1, 10)).toEqual([
      { start: 0, end: 2.1 },
      { start: 5.9, end: 10 },
    ]);
  });
});

describe('joinRegions', () => {
  const samples = Float32Array.from({ length: 10 * SAMPLE_RATE }, (_, i) => Math.floor(i / SAMPLE_RATE));
  const joined = joinRegions(samples, [
    { start: 1, end: 2 },
    { start: 5, end: 7 },
  ]);

  it('joins the regions end to end', () => {
    expect(joined.duration).toBe(3);
    expect(joined.samples[0]).toBe(1);
    expect(joined.samples[SAMPLE_RATE + 10]).toBe(5);
    expect(joined.samples[2 * SAMPLE_RATE + 10]).toBe(6);
  });

  it('maps times both ways', () => {
    expect(joined.toOriginal(0.5)).toBe(1.5);
    expect(joined.toOriginal(1.5)).toBe(5.5);
    expect(joined.toOriginal(3)).toBe(7);
    expect(joined.contains(5.5)).toBe(true);
    expect(joined.contains(3)).toBe(false);
    expect(joined.toJoined(5.5)).toBe(1.5);
  });
});
