import type { AudioResult } from '@rehearse/contract/analysis-result';

/** Said wherever a word count is cited: without a transcript the words are estimated from syllables (±25 %). */
export function estimateNote(audio: AudioResult): string {
  return audio.metrics.words_estimated ? ', estimated from syllable counts because there was no transcript (±25%)' : '';
}
