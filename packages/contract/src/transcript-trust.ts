/**
 * How far a transcript can be trusted, shared by the analysis (which words feedback may quote) and the detail page
 * (the engine disclosure under the transcript).
 */

/**
 * A recogniser's per-word posterior at or above which the word is quoted back to the user. On the benchmark clips
 * (`npm run bench:asr`) PocketSphinx's wrong words mostly sit below it and its right ones above it.
 */
export const CONFIDENT_WORD_POSTERIOR = 0.5;

/**
 * PocketSphinx's overall word error rate on read speech, in percent, from `npm run bench:asr` (docs/BENCHMARKS.md):
 * update it when the benchmark figure moves.
 */
export const POCKETSPHINX_READ_SPEECH_WER_PERCENT = 43;

/**
 * Where the detail page sends users to set up the accurate engine: the operations guide's whisper section in the
 * project's public repository (change it here if the repository moves).
 */
export const WHISPER_SETUP_DOCS_URL = 'https://github.com/rehearse/rehearse/blob/main/docs/OPERATIONS.md#whisper-transcription';

/** A word the recogniser was sure enough of to quote; engines without a confidence (null) are taken at their word. */
export function isConfidentWord(word: { confidence: number | null }): boolean {
  return word.confidence === null || word.confidence >= CONFIDENT_WORD_POSTERIOR;
}
