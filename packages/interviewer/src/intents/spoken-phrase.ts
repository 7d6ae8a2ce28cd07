import { spokenWords, withoutHesitations } from '../spoken-words.ts';

/**
 * Spoken text brought to one form so that variants of a phrase meet: hesitations dropped, contractions spelled out
 * ("that's" → "that is", "didn't" → "did not"), and each word cut to a rough stem ("questions", "repeating" →
 * "question", "repeat").
 */
export function phraseStems(text: string | readonly string[]): string[] {
  const words = typeof text === 'string' ? spokenWords(text) : [...text];
  return withoutHesitations(words).flatMap(expandContraction).map(stem);
}

const CONTRACTIONS: Record<string, string[]> = {
  "can't": ['can', 'not'],
  cant: ['can', 'not'],
  "won't": ['will', 'not'],
  "i'm": ['i', 'am'],
  im: ['i', 'am'],
  "let's": ['let', 'us'],
  "that's": ['that', 'is'],
  thats: ['that', 'is'],
  "what's": ['what', 'is'],
  whats: ['what', 'is'],
  "it's": ['it', 'is'],
  "there's": ['there', 'is'],
  "here's": ['here', 'is'],
  "who's": ['who', 'is'],
  "how's": ['how', 'is'],
  gonna: ['going', 'to'],
  wanna: ['want', 'to'],
  gimme: ['give', 'me'],
  lemme: ['let', 'me'],
  dunno: ['do', 'not', 'know'],
};

function expandContraction(word: string): string[] {
  const known = CONTRACTIONS[word];
  if (known) return known;
  if (word.endsWith("n't")) return [word.slice(0, -3), 'not'];
  if (word.endsWith("'ll")) return [word.slice(0, -3), 'will'];
  if (word.endsWith("'ve")) return [word.slice(0, -3), 'have'];
  if (word.endsWith("'re")) return [word.slice(0, -3), 'are'];
  if (word.endsWith("'d")) return [word.slice(0, -2), 'would'];
  if (word.endsWith("'s")) return [word.slice(0, -2)];
  return [word];
}

/** A crude suffix cut, applied alike to what was said and to the cue phrases, so only consistency matters. */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * A cue phrase: words in order, where `…` lets up to `GAP_WORDS` other words stand between its neighbours
 * ("say … again" meets "say the question again"), and `|` offers alternatives for one word ("question|that").
 */
export interface CuePhrase {
  parts: (string[] | 'gap')[];
}

const GAP_WORDS = 4;

export function cuePhrase(source: string): CuePhrase {
  return {
    parts: source
      .split(/\s+/)
      .filter(Boolean)
      .map((part) => (part === '…' ? 'gap' : part.split('|').map((alt) => stem(alt)))),
  };
}

/** Whether the phrase occurs anywhere in the stems. */
export function containsPhrase(stems: readonly string[], phrase: CuePhrase): boolean {
  for (let start = 0; start < stems.length; start++) {
    if (matchEnds(stems, phrase.parts, 0, start, false).length > 0) return true;
  }
  return false;
}

/** Whether the phrase ends within the last `slack` words of the stems. */
export function phraseAtEnd(stems: readonly string[], phrase: CuePhrase, slack = 0): boolean {
  for (let start = 0; start < stems.length; start++) {
    for (const end of matchEnds(stems, phrase.parts, 0, start, false)) {
      if (end >= stems.length - slack) return true;
    }
  }
  return false;
}

function matchEnds(stems: readonly string[], parts: CuePhrase['parts'], p: number, at: number, gapBefore: boolean): number[] {
  if (p === parts.length) return [at];
  const part = parts[p];
  if (part === undefined) return [];
  if (part === 'gap') return matchEnds(stems, parts, p + 1, at, true);
  const ends: number[] = [];
  const last = gapBefore ? Math.min(stems.length - 1, at + GAP_WORDS) : at;
  for (let i = at; i <= last; i++) {
    const word = stems[i];
    if (word !== undefined && part.includes(word)) ends.push(...matchEnds(stems, parts, p + 1, i + 1, false));
  }
  return ends;
}
