import type { Filler, TranscriptWord } from '@rehearse/contract/analysis-result';
import { fillerPieces } from '@rehearse/contract/filler-pieces';

/** What the transcript draws: one button per counted filler (a phrase is one), your other words, the interviewer's words. */
export type TranscriptPiece =
  | { kind: 'filler'; filler: Filler; words: TranscriptWord[] }
  | { kind: 'word'; word: TranscriptWord }
  | { kind: 'interviewer'; word: TranscriptWord };

const startOf = (piece: TranscriptPiece): number => (piece.kind === 'filler' ? (piece.words[0]?.start ?? piece.filler.start) : piece.word.start);

/** Your words cut at the fillers counted in them, with the interviewer's words (never counted as yours) in spoken order. */
export function transcriptPieces(yours: readonly TranscriptWord[], fillers: readonly Filler[], interviewer: readonly TranscriptWord[] = []): TranscriptPiece[] {
  const own = fillerPieces(yours, fillers).flatMap((p): TranscriptPiece[] =>
    p.filler ? [{ kind: 'filler', filler: p.filler, words: p.words }] : p.words.map((word) => ({ kind: 'word', word })),
  );
  const theirs = interviewer.map((word): TranscriptPiece => ({ kind: 'interviewer', word }));
  return [...own, ...theirs].sort((a, b) => startOf(a) - startOf(b));
}
