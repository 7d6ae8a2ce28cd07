import type { Filler, Pause, TimeRange } from '@rehearse/contract/analysis-result';
import { acousticFilledPauses } from './acoustic-fillers.ts';
import { intensityContour } from './intensity-contour.ts';
import { clippingRatio, frameLevels, loudnessPerSecond, speechLevel } from './loudness.ts';
import { findPauses } from './pauses.ts';
import { percentile } from './percentile.ts';
import { pitchTrack, summarizePitch, type PitchSummary } from './pitch-yin.ts';
import { HOP_SECONDS, SAMPLE_RATE } from './sample-rate.ts';
import { syllableNuclei } from './syllable-nuclei.ts';
import { speechTime } from './speech-time.ts';
import { segmentSpeech } from './voice-activity.ts';

/** Less voiced sound than this in the whole recording is not speech: nothing could be measured from it. */
export const MIN_SPEECH_SECONDS = 0.3;

/** Everything measured from the signal alone, without a transcript. */
export interface AcousticAnalysis {
  hasSpeech: boolean;
  segments: TimeRange[];
  /** Seconds of speech with every pause of 250 ms or more taken out (speech-time.ts). */
  speakingTime: number;
  pauses: Pause[];
  level: { meanDbfs: number; variationDb: number } | null;
  /** 5th-percentile frame level: the noise floor when the recording has any silence. */
  noiseFloorDbfs: number | null;
  clippingRatio: number;
  pitch: PitchSummary | null;
  /** YIN pitch per 10 ms frame (NaN where unvoiced or outside speech), for the speaker turns. */
  pitchTrack: Float32Array;
  syllableNuclei: number[];
  acousticFillers: Filler[];
  loudnessPerSecond: (number | null)[];
}

export function analyzeAcoustics(samples: Float32Array, seconds: number): AcousticAnalysis {
  const levels = frameLevels(samples);
  const intensity = intensityContour(samples);
  const { threshold, segments, speech } = segmentSpeech(intensity);
  const inSegment = new Uint8Array(intensity.length);
  for (const s of segments) inSegment.fill(1, Math.floor(s.start / HOP_SECONDS), Math.ceil(s.end / HOP_SECONDS));
  const pitch = pitchTrack(samples, inSegment);
  const pitchSummary = summarizePitch(pitch);
  const speakingTime = speechTime(intensity);
  const hasSpeech = threshold !== null && speakingTime >= MIN_SPEECH_SECONDS && pitchSummary !== null;
  return {
    hasSpeech,
    segments,
    speakingTime,
    pauses: findPauses(segments),
    level: speechLevel(levels, speech),
    noiseFloorDbfs: percentile(levels, 5),
    clippingRatio: clippingRatio(samples),
    pitch: pitchSummary,
    pitchTrack: pitch,
    syllableNuclei: hasSpeech && threshold !== null ? syllableNuclei(intensity, pitch, segments, threshold) : [],
    acousticFillers: hasSpeech && threshold !== null ? acousticFilledPauses(pitch, levels, intensity, threshold) : [],
    loudnessPerSecond: loudnessPerSecond(samples, speech, Math.ceil(Math.max(seconds, samples.length / SAMPLE_RATE) - 1e-9)),
  };
}
