import { describe, expect, it } from 'vitest';
import { acousticFilledPauses, mergeFillers } from './acoustic-fillers.ts';
import { intensityContour } from './intensity-contour.ts';
import { frameLevels } from './loudness.ts';
import { pitchTrack } from './pitch-yin.ts';
import { SAMPLE_RATE } from './sample-rate.ts';
import { segmentSpeech } from './voice-activity.ts';

const silence = (seconds: number) => new Float32Array(Math.round(seconds * SAMPLE_RATE));

/** A vowel-like harmonic tone whose pitch goes from `fromHz` to `toHz`, with 30 ms fades. */
function tone(seconds: number, fromHz: number, toHz = fromHz): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  let phase = 0;
  const fade = 0.03 * SAMPLE_RATE;
  for (let i = 0; i < out.length; i++) {
    const hz = fromHz + ((toHz - fromHz) * i) / out.length;
    phase += (2 * Math.PI * hz) / SAMPLE_RATE;
    let v = 0;
    for (let k = 1; k <= 5; k++) v += Math.sin(k * phase) / k;
    out[i] = 0.2 * v * Math.min(1, i / fade, (out.length - i) / fade);
  }
  return out;
}

function concat(...parts: Float32Array[]): Float32Array {
  const out = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function detect(signal: Float32Array) {
  const intensity = intensityContour(signal);
  const { threshold, speech } = segmentSpeech(intensity);
  return acousticFilledPauses(pitchTrack(signal, speech), frameLevels(signal), intensity, threshold ?? 0);
}

describe('acoustic filled pauses', () => {
  it('finds a sustained flat vowel between silences, at its time', () => {
    const fillers = detect(concat(silence(1), tone(0.5, 120), silence(1)));
    expect(fillers).toHaveLength(1);
    expect(fillers[0]?.method).toBe('acoustic');
    expect(fillers[0]?.start).toBeGreaterThan(0.95);
    expect(fillers[0]?.end).toBeLessThan(1.55);
  });

  it('ignores a gliding (intonated) vowel, a short one and noise', () => {
    expect(detect(concat(silence(1), tone(0.5, 110, 180), silence(1)))).toHaveLength(0);
    expect(detect(concat(silence(1), tone(0.15, 120), silence(1)))).toHaveLength(0);
    let seed = 3;
    const noise = new Float32Array(SAMPLE_RATE / 2).map(() => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.4);
    expect(detect(concat(silence(1), noise, silence(1)))).toHaveLength(0);
  });

  it('does not count the same filler twice', () => {
    const transcript = [{ word: 'uh', start: 1.0, end: 1.4, method: 'transcript' as const }];
    const acoustic = [
      { word: 'filled pause', start: 1.05, end: 1.5, method: 'acoustic' as const },
      { word: 'filled pause', start: 0.2, end: 0.6, method: 'acoustic' as const },
    ];
    expect(mergeFillers(transcript, acoustic).map((f) => [f.word, f.start])).toEqual([
      ['filled pause', 0.2],
      ['uh', 1.0],
    ]);
  });
});
