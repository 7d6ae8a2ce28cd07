import type { TimeRange } from '@rehearse/contract/analysis-result';

export interface VoicedPiece extends TimeRange {
  voice: number;
}

/** Consecutive pieces of one voice joined into turns (a turn spans the pauses inside it). */
export function speakerTurns(pieces: readonly VoicedPiece[]): VoicedPiece[] {
  const turns: VoicedPiece[] = [];
  for (const piece of pieces) {
    const last = turns.at(-1);
    if (last && last.voice === piece.voice) last.end = piece.end;
    else turns.push({ ...piece });
  }
  return turns;
}

/** Seconds of speech per voice (pieces only, so pauses inside turns do not count). */
export function speechSecondsByVoice(pieces: readonly VoicedPiece[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const piece of pieces) seconds.set(piece.voice, (seconds.get(piece.voice) ?? 0) + piece.end - piece.start);
  return seconds;
}
