/**
 * Recogniser output as plain words: lower case, apostrophes kept inside words ("that's"), everything else a separator.
 * Recognisers differ in case, punctuation and how they spell hesitations; everything downstream reads this form.
 */
export function spokenWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter((w) => w.length > 0);
}

/** Hesitation sounds as recognisers write them (Whisper "um"/"uh"/"hmm", PocketSphinx "ah"/"er", British "erm"). */
const HESITATIONS = new Set(['um', 'umm', 'uh', 'uhh', 'uhm', 'er', 'erm', 'err', 'ah', 'ahh', 'hm', 'hmm', 'mm', 'mhm', 'eh']);

export function isHesitation(word: string): boolean {
  return HESITATIONS.has(word);
}

/** The words without hesitation sounds: what was meant, for reading intents. */
export function withoutHesitations(words: readonly string[]): string[] {
  return words.filter((w) => !isHesitation(w));
}
