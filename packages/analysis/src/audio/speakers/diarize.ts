import type { TimeRange } from '@rehearse/contract/analysis-result';
import { hzToSemitones } from '../pitch-yin.ts';
import { HOP_SECONDS, SAMPLE_RATE } from '../sample-rate.ts';
import { BIC_LAMBDA, clusterVoices, renumbered } from './cluster-voices.ts';
import { MFCC_FRAME_SAMPLES, mfccFrames } from './mfcc-frames.ts';
import { speechPieces } from './speech-pieces.ts';
import { speechSecondsByVoice, type VoicedPiece } from './speaker-turns.ts';
import { addFrame, combined, deltaBic, emptyStatistics, type VoiceStatistics } from './voice-statistics.ts';

/**
 * A voice with less speech than this, or less than `MIN_VOICE_SHARE` of all speech, is not a speaker of its own: a
 * cough, a laugh or a filler said differently. It joins the voice it is most like.
 */
export const MIN_VOICE_SECONDS = 2.5;
export const MIN_VOICE_SHARE = 0.05;

/** Pitch enters as semitones against 100 Hz, scaled so its spread is of the order of an MFCC coefficient's. */
const PITCH_REFERENCE_HZ = 100;

export interface Diarization {
  /** Speech pieces in time order, each with its voice (0, 1, … by first appearance). */
  pieces: VoicedPiece[];
  voices: number;
}

/**
 * Who speaks when, from the signal alone: the voice-activity segments cut into pieces, each piece described by its
 * MFCC frames and YIN pitch, pieces clustered bottom-up with a BIC stopping rule, and voices with too little speech
 * folded into the nearest one. One speaker stays one voice unless two are clearly there.
 */
export function diarize(samples: Float32Array, segments: readonly TimeRange[], pitch: Float32Array, lambda = BIC_LAMBDA): Diarization {
  const pieces = speechPieces(segments);
  if (pieces.length === 0) return { pieces: [], voices: 0 };
  const statistics = pieces.map((piece) => pieceStatistics(samples, piece, pitch));
  const labels = clusterVoices(statistics, lambda);
  const folded = foldSmallVoices(
    pieces.map((piece, i) => ({ ...piece, voice: labels[i] ?? 0 })),
    statistics,
    lambda,
  );
  return { pieces: folded, voices: new Set(folded.map((p) => p.voice)).size };
}

function pieceStatistics(samples: Float32Array, piece: TimeRange, pitch: Float32Array): VoiceStatistics {
  const first = Math.round(piece.start * SAMPLE_RATE);
  const frames = mfccFrames(samples, first, Math.round(piece.end * SAMPLE_RATE) - MFCC_FRAME_SAMPLES / 2);
  const statistics = emptyStatistics((frames[0]?.length ?? 12) + 1);
  frames.forEach((mfcc, k) => {
    const centre = piece.start + k * HOP_SECONDS + MFCC_FRAME_SAMPLES / 2 / SAMPLE_RATE;
    const hz = pitch[Math.round(centre / HOP_SECONDS)];
    addFrame(statistics, [...mfcc, hz === undefined || Number.isNaN(hz) ? null : hzToSemitones(hz, PITCH_REFERENCE_HZ)]);
  });
  return statistics;
}

function foldSmallVoices(pieces: VoicedPiece[], statistics: readonly VoiceStatistics[], lambda: number): VoicedPiece[] {
  const seconds = speechSecondsByVoice(pieces);
  const total = [...seconds.values()].reduce((a, b) => a + b, 0);
  const isLarge = (voice: number) => (seconds.get(voice) ?? 0) >= Math.max(MIN_VOICE_SECONDS, MIN_VOICE_SHARE * total);
  const large = [...seconds.keys()].filter(isLarge);
  if (large.length === 0) return pieces.map((p) => ({ ...p, voice: 0 }));
  const voiceStatistics = new Map<number, VoiceStatistics>();
  pieces.forEach((piece, i) => {
    const own = statistics[i]!;
    const sum = voiceStatistics.get(piece.voice);
    voiceStatistics.set(piece.voice, sum ? combined(sum, own) : own);
  });
  const nearestLarge = (voice: number): number => {
    const own = voiceStatistics.get(voice)!;
    return large.reduce((best, candidate) =>
      deltaBic(own, voiceStatistics.get(candidate)!, lambda) < deltaBic(own, voiceStatistics.get(best)!, lambda) ? candidate : best,
    );
  };
  const target = new Map([...seconds.keys()].map((voice) => [voice, isLarge(voice) ? voice : nearestLarge(voice)]));
  const labels = renumbered(pieces.map((p) => target.get(p.voice) ?? p.voice));
  return pieces.map((piece, i) => ({ ...piece, voice: labels[i] ?? 0 }));
}
