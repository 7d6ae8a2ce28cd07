import { beforeAll, describe, expect, it } from 'vitest';
import { JOINED_GAPS_SECONDS, timedReferenceSpeech, wavSamples, type TimedReferenceSpeech } from '../fixtures/timed-reference-speech.ts';
import { wordSpanTime } from '../fixtures/word-span-time.ts';
import { analyzeAcoustics } from './acoustic-analysis.ts';
import { SAMPLE_RATE } from './sample-rate.ts';
import { SPEECH_TIME_MIN_PAUSE_SECONDS, speechTime } from './speech-time.ts';
import { intensityContour } from './intensity-contour.ts';
import { wordsPerMinute } from './words-per-minute.ts';

/** A 150 Hz tone at the given [start, end] seconds over faint noise: "speech" whose timing is known exactly. */
function bursts(seconds: number, ranges: [number, number][]): Float32Array {
  const out = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  let seed = 7;
  for (let i = 0; i < out.length; i++) {
    seed = (seed * 16807) % 2147483647;
    out[i] = 0.001 * (seed / 2147483647 - 0.5);
  }
  for (const [a, b] of ranges) {
    for (let i = Math.round(a * SAMPLE_RATE); i < Math.round(b * SAMPLE_RATE); i++) out[i] = (out[i] ?? 0) + 0.3 * Math.sin((2 * Math.PI * 150 * i) / SAMPLE_RATE);
  }
  return out;
}

describe('speech time', () => {
  it('takes out silences of 250 ms or more and keeps shorter ones as part of speaking', () => {
    // 1 s + 1 s with a 0.2 s gap (kept: 2.2 s), then 1 s after a 0.3 s gap (taken out): 3.2 s of speech.
    const seconds = speechTime(intensityContour(bursts(6, [[0.5, 1.5], [1.7, 2.7], [3.0, 4.0]])));
    expect(SPEECH_TIME_MIN_PAUSE_SECONDS).toBe(0.25);
    expect(seconds).toBeGreaterThan(3.2 - 0.1);
    expect(seconds).toBeLessThan(3.2 + 0.1);
  });
});

describe('the pace while speaking on the timed LibriVox clips (real read speech, forced-aligned reference)', () => {
  let joined: TimedReferenceSpeech;
  let measured: number;
  let reference: number;

  beforeAll(async () => {
    const clips = await timedReferenceSpeech();
    joined = clips.find((c) => c.id.includes('joined')) as TimedReferenceSpeech;
    measured = analyzeAcoustics(await wavSamples(joined.path), joined.duration).speakingTime;
    reference = wordSpanTime(joined.words, SPEECH_TIME_MIN_PAUSE_SECONDS);
  });

  it('measures the speech time of the five clips joined with pauses within ±5 % of the reference', () => {
    expect(Math.abs(measured - reference) / reference).toBeLessThanOrEqual(0.05);
  });

  it('leaves the pauses between the clips out, and reads the pace while speaking within ±5 % of the reference rate', () => {
    const planted = JOINED_GAPS_SECONDS.reduce((sum, gap) => sum + gap, 0);
    expect(measured).toBeLessThanOrEqual(joined.duration - planted);
    const words = joined.words.length;
    const referenceRate = wordsPerMinute(words, reference) ?? 0;
    expect(Math.abs((wordsPerMinute(words, measured) ?? 0) - referenceRate) / referenceRate).toBeLessThanOrEqual(0.05);
  });
});
