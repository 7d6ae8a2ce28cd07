/**
 * How far a transcript can be trusted, shared by the analysis (which words feedback may quote) and the detail page
 * (the engine disclosure under the transcript, doubtful words in a lighter style). Thresholds are recogniser
 * posteriors (0–1); `npm run bench:asr` prints how often words in each posterior band are right
 * (docs/BENCHMARKS.md, "Speech recognition").
 */

/**
 * Feedback quotes a word only at or above this posterior: on the benchmark clips 90 % of PocketSphinx's words above
 * 0.9 were right, against about 70 % below it, and a quote is read as "what you said".
 */
export const QUOTABLE_WORD_POSTERIOR = 0.9;

/** Below this posterior the detail page shows a word in a lighter style: barely better than a coin toss (56 % right). */
export const DOUBTFUL_WORD_POSTERIOR = 0.3;

/**
 * PocketSphinx's overall word error rate on read speech, in percent, from `npm run bench:asr` (docs/BENCHMARKS.md):
 * update it when the benchmark figure moves.
 */
export const POCKETSPHINX_READ_SPEECH_WER_PERCENT = 25;

/** Where the detail page sends users to set up the accurate engine: the app's own page showing the operations guide's whisper section. */
export const WHISPER_SETUP_DOCS_URL = '/help/whisper';

/** A word feedback may quote; engines without a confidence (null: whisper) are taken at their word. */
export function isQuotableWord(word: { confidence: number | null }): boolean {
  return word.confidence === null || word.confidence >= QUOTABLE_WORD_POSTERIOR;
}

/** A word the recogniser was unsure of, shown lighter on the detail page. */
export function isDoubtfulWord(word: { confidence: number | null }): boolean {
  return word.confidence !== null && word.confidence < DOUBTFUL_WORD_POSTERIOR;
}
