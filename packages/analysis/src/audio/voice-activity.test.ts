import { describe, expect, it } from 'vitest';
import { intensityContour } from './intensity-contour.ts';
import { findPauses, summarizePauses } from './pauses.ts';
import { SAMPLE_RATE } from './sample-rate.ts';
import { segmentSpeech, totalDuration } from './voice-activity.ts';

/** Edges are found to within the 64 ms intensity window. Tone bursts at the given [start, end] seconds, silence elsewhere, with optional low background noise. */
function bursts(seconds: number, ranges: [number, number][], noise = 0): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  let seed = 11;
  for (let i = 0; i < out.length; i++) {
    seed = (seed * 16807) % 2147483647;
    out[i] = noise * (seed / 2147483647 - 0.5);
  }
  for (const [a, b] of ranges) {
    for (let i = Math.round(a * SAMPLE_RATE); i < Math.round(b * SAMPLE_RATE); i++) out[i] = (out[i] ?? 0) + 0.3 * Math.sin((2 * Math.PI * 150 * i) / SAMPLE_RATE);
  }
  return out;
}

describe('voice activity and pauses', () => {
  it('finds speech stretches and the pauses between them at the right times', () => {
    const { segments } = segmentSpeech(intensityContour(bursts(10, [[0.5, 2], [2.5, 4], [6.5, 8]], 0.001)));
    expect(segments).toHaveLength(3);
    const pauses = findPauses(segments);
    expect(pauses).toHaveLength(2);
    expect(Math.abs((pauses[0]?.start ?? 0) - 2)).toBeLessThan(0.1);
    expect(Math.abs((pauses[0]?.end ?? 0) - 2.5)).toBeLessThan(0.1);
    expect(Math.abs((pauses[1]?.start ?? 0) - 4)).toBeLessThan(0.1);
    expect(Math.abs((pauses[1]?.end ?? 0) - 6.5)).toBeLessThan(0.1);
    const summary = summarizePauses(pauses);
    expect(summary.count).toBe(2);
    expect(summary.overTwoSeconds).toBe(1);
    expect(Math.abs((summary.longest ?? 0) - 2.5)).toBeLessThan(0.1);
  });

  it('bridges gaps shorter than 0.3 s and drops clicks shorter than 0.1 s', () => {
    const { segments } = segmentSpeech(intensityContour(bursts(5, [[0.5, 1.5], [1.65, 2.5], [3.5, 3.52]])));
    expect(segments).toHaveLength(1);
    expect(findPauses(segments)).toEqual([]);
    expect(Math.abs(totalDuration(segments) - 2)).toBeLessThan(0.1);
  });

  it('finds no speech in digital silence or in steady noise', () => {
    expect(segmentSpeech(intensityContour(new Float32Array(SAMPLE_RATE * 2))).segments).toEqual([]);
    expect(segmentSpeech(intensityContour(bursts(3, [], 0.2))).segments).toEqual([]);
  });

  it('has no pause summary without pauses', () => {
    expect(summarizePauses([])).toEqual({ count: 0, longest: null, overTwoSeconds: 0, meanDuration: null });
  });
});
