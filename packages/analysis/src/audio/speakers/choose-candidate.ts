import { speechSecondsByVoice, type VoicedPiece } from './speaker-turns.ts';

/** The inner-lip gap ÷ face height on one sampled video frame; null when no face was seen. */
export interface MouthSample {
  t: number;
  opening: number | null;
}

export type CandidateBasis = 'mouth_movement' | 'most_speech';

/** Each voice needs this many frame-to-frame mouth changes seen during its speech before the video may decide. */
export const MIN_MOUTH_STEPS = 4;
/** The speaking voice moves the visible mouth clearly more than the other: at least this many times as much. */
export const MOUTH_MOVEMENT_RATIO = 1.5;

/**
 * Which voice is the candidate's: the one whose speech moves the visible mouth (the face on screen is the
 * candidate's), when the video shows it clearly; otherwise the voice that speaks most.
 */
export function chooseCandidate(pieces: readonly VoicedPiece[], mouth: readonly MouthSample[]): { voice: number; basis: CandidateBasis } {
  const seconds = [...speechSecondsByVoice(pieces).entries()].sort((a, b) => b[1] - a[1]);
  const mostSpeech = { voice: seconds[0]?.[0] ?? 0, basis: 'most_speech' as const };
  if (seconds.length < 2) return mostSpeech;
  const movement = mouthMovementByVoice(pieces, mouth);
  const ranked = seconds
    .map(([voice]) => ({ voice, ...(movement.get(voice) ?? { steps: 0, mean: 0 }) }))
    .sort((a, b) => b.mean - a.mean);
  if (ranked.some((r) => r.steps < MIN_MOUTH_STEPS)) return mostSpeech;
  const [first, second] = ranked;
  if (!first || !second || first.mean < MOUTH_MOVEMENT_RATIO * second.mean || first.mean === 0) return mostSpeech;
  return { voice: first.voice, basis: 'mouth_movement' };
}

/** Mean absolute change of the mouth opening between consecutive frames, by the voice speaking between them. */
export function mouthMovementByVoice(pieces: readonly VoicedPiece[], mouth: readonly MouthSample[]): Map<number, { steps: number; mean: number }> {
  const totals = new Map<number, { steps: number; sum: number }>();
  for (let k = 1; k < mouth.length; k++) {
    const a = mouth[k - 1]!;
    const b = mouth[k]!;
    if (a.opening === null || b.opening === null) continue;
    const middle = (a.t + b.t) / 2;
    const piece = pieces.find((p) => p.start <= middle && middle < p.end);
    if (!piece) continue;
    const total = totals.get(piece.voice) ?? { steps: 0, sum: 0 };
    totals.set(piece.voice, { steps: total.steps + 1, sum: total.sum + Math.abs(b.opening - a.opening) });
  }
  return new Map([...totals].map(([voice, t]) => [voice, { steps: t.steps, mean: t.sum / t.steps }]));
}
