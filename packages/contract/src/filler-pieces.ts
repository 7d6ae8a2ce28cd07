import type { Filler, TranscriptWord } from './analysis-result.ts';

/** A run of transcript words: one filler as counted (a phrase such as "you know" is one), or one other word. */
export interface FillerPiece<W extends TranscriptWord = TranscriptWord> {
  words: W[];
  /** The counted filler these words are; null for any other word. */
  filler: Filler | null;
}

/**
 * The transcript cut so that each filler found in it is one piece, however many words it spans: a screen that draws
 * one mark per piece shows as many marks as fillers were counted. A word belongs to the transcript filler it overlaps
 * in time; acoustic filled pauses are not in the words and stay apart (every screen lists them beside the transcript).
 */
export function fillerPieces<W extends TranscriptWord>(words: readonly W[], fillers: readonly Filler[]): FillerPiece<W>[] {
  const spans = fillers.filter((f) => f.method === 'transcript');
  const pieces: FillerPiece<W>[] = [];
  for (const word of words) {
    const filler = spans.find((f) => f.start < word.end && f.end > word.start) ?? null;
    const last = pieces.at(-1);
    if (filler && last?.filler === filler) last.words.push(word);
    else pieces.push({ words: [word], filler });
  }
  return pieces;
}

/** The fillers that no transcript word shows (acoustic filled pauses), listed beside the transcript. */
export function fillersOutsideTranscript(fillers: readonly Filler[]): Filler[] {
  return fillers.filter((f) => f.method === 'acoustic');
}

/**
 * The sentence above a transcript with its fillers marked: the total is the count every screen shows (`filler_words`),
 * split into the marks in the transcript and the filled pauses heard in the audio.
 */
export function fillerCountText(inTranscript: number, heardOnly: number): string {
  const total = inTranscript + heardOnly;
  if (total === 0) return 'No filler words found in this recording.';
  const words = `${total} filler word${total === 1 ? '' : 's'}`;
  if (heardOnly === 0) return `${words}, highlighted in the transcript — click one to jump to it.`;
  if (inTranscript === 0) return `${words}, all held "uh"/"um" sounds heard in the audio (listed under the transcript).`;
  return `${words}: ${inTranscript} highlighted in the transcript, ${heardOnly} held "uh"/"um" sound${heardOnly === 1 ? '' : 's'} heard in the audio (listed under it).`;
}

/** The transcript as text pieces, each counted filler one piece marked `filler`, the words between joined: for a report that keeps text, not timed words. */
export function fillerPieceTexts(words: readonly TranscriptWord[], fillers: readonly Filler[]): { text: string; filler: boolean }[] {
  const texts: { text: string; filler: boolean }[] = [];
  for (const piece of fillerPieces(words, fillers)) {
    const text = piece.words.map((w) => w.word).join(' ');
    const last = texts.at(-1);
    if (!piece.filler && last && !last.filler) last.text = `${last.text} ${text}`;
    else texts.push({ text, filler: piece.filler !== null });
  }
  return texts;
}
