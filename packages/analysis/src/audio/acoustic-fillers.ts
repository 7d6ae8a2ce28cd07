import type { Filler } from '@rehearse/contract/analysis-result';
import { hzToSemitones } from './pitch-yin.ts';
import { HOP_SECONDS } from './sample-rate.ts';

/**
 * Filled pauses ("uhhh", "mmm") found from the sound alone, without a transcript: a hesitation is a sustained,
 * monotone, steady vowel or nasal standing between two silences (Shriberg 1994; Audhkhasi et al. 2009 use the same
 * cues — duration, flat pitch, stable energy/spectrum — for filled-pause detection). Rule:
 *   - a run of consecutive pitched frames (holes up to 20 ms bridged) lasting ≥ 250 ms,
 *   - pitch standard deviation < 1 semitone over the run,
 *   - level standard deviation < 3 dB over its interior (50 ms trimmed at each end for the on/offset ramps),
 *   - silence (intensity under the speech threshold) for ≥ 150 ms immediately before and after it, or the file edge.
 * A flat short word said on its own between silences can look the same; the method label tells the reader which
 * detector found each filler.
 */
export const ACOUSTIC_FILLER = {
  minSeconds: 0.25,
  maxPitchSdSemitones: 1,
  maxLevelSdDb: 3,
  flankSilenceSeconds: 0.15,
  bridgeFrames: 2,
  trimFrames: 5,
  /** Pitch (40 ms window) stops before the 64 ms intensity window has left the sound: the silence is looked for this many frames out. */
  smearFrames: 5,
} as const;

export function acousticFilledPauses(pitch: Float32Array, levels: Float32Array, intensity: Float32Array, threshold: number): Filler[] {
  const fillers: Filler[] = [];
  const minFrames = Math.round(ACOUSTIC_FILLER.minSeconds / HOP_SECONDS);
  const flank = Math.round(ACOUSTIC_FILLER.flankSilenceSeconds / HOP_SECONDS);
  for (const [start, end] of pitchedRuns(pitch, ACOUSTIC_FILLER.bridgeFrames)) {
    if (end - start < minFrames) continue;
    const smear = ACOUSTIC_FILLER.smearFrames;
    const before = start - smear;
    const after = end + smear;
    if (!isSilent(intensity, threshold, before - flank, before) || !isSilent(intensity, threshold, after, after + flank)) continue;
    const hz = Array.from(pitch.subarray(start, end)).filter((v) => !Number.isNaN(v));
    const reference = hz.reduce((a, b) => a + b, 0) / hz.length;
    if (standardDeviation(hz.map((v) => hzToSemitones(v, reference))) >= ACOUSTIC_FILLER.maxPitchSdSemitones) continue;
    const interior = Array.from(levels.subarray(start + ACOUSTIC_FILLER.trimFrames, end - ACOUSTIC_FILLER.trimFrames));
    if (interior.length === 0 || standardDeviation(interior) >= ACOUSTIC_FILLER.maxLevelSdDb) continue;
    fillers.push({
      word: 'filled pause',
      start: Math.round(start * HOP_SECONDS * 1000) / 1000,
      end: Math.round(end * HOP_SECONDS * 1000) / 1000,
      method: 'acoustic',
    });
  }
  return fillers;
}

/** Transcript fillers, plus acoustic ones that do not overlap a transcript filler (the same "uh" is counted once), in time order. */
export function mergeFillers(transcript: Filler[], acoustic: Filler[]): Filler[] {
  const extra = acoustic.filter((a) => !transcript.some((t) => t.start < a.end && a.start < t.end));
  return [...transcript, ...extra].sort((a, b) => a.start - b.start);
}

/** [start, end) frame ranges of pitched frames, with unpitched holes of up to `bridge` frames bridged. */
function pitchedRuns(pitch: Float32Array, bridge: number): [number, number][] {
  const runs: [number, number][] = [];
  let start = -1;
  let lastVoiced = -1;
  for (let f = 0; f <= pitch.length; f++) {
    const voiced = f < pitch.length && !Number.isNaN(pitch[f] ?? Number.NaN);
    if (voiced) {
      if (start < 0) start = f;
      lastVoiced = f;
    } else if (start >= 0 && f - lastVoiced > bridge) {
      runs.push([start, lastVoiced + 1]);
      start = -1;
    }
  }
  if (start >= 0) runs.push([start, lastVoiced + 1]);
  return runs;
}

/** True when frames [from, to) that exist are all under the threshold (frames past the file's edges count as silence). */
function isSilent(intensity: Float32Array, threshold: number, from: number, to: number): boolean {
  for (let f = Math.max(0, from); f < Math.min(intensity.length, to); f++) if ((intensity[f] ?? -Infinity) >= threshold) return false;
  return true;
}

function standardDeviation(values: number[]): number {
  if (values.length === 0) return Infinity;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
}
