import type { Filler, TranscriptWord } from '@rehearse/contract/analysis-result';

export interface MarkedWord extends TranscriptWord {
  filler: boolean;
}

/** A transcript word is a filler when a transcript-found filler overlaps it in time (covers 'you know'). */
export function markFillers(words: readonly TranscriptWord[], fillers: readonly Filler[]): MarkedWord[] {
  const spans = fillers.filter((f) => f.method === 'transcript');
  return words.map((w) => ({ ...w, filler: spans.some((f) => f.start < w.end && f.end > w.start) }));
}

/** Fillers the transcript does not show (acoustic filled pauses), to list beside it. */
export function acousticFillers(fillers: readonly Filler[]): Filler[] {
  return fillers.filter((f) => f.method === 'acoustic');
}
