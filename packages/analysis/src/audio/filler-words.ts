import type { Filler, TranscriptWord } from '@rehearse/contract/analysis-result';

/** Hesitation sounds and their usual spellings (CMUdict, which PocketSphinx uses, has um, umm, uh, uhh, er, ah, ahh, hm, hmm, mm). */
const HESITATIONS = new Set(['um', 'umm', 'uhm', 'uh', 'uhh', 'er', 'erm', 'err', 'ah', 'ahh', 'hmm', 'hm', 'mm', 'mmm']);

/**
 * Two-word discourse markers, with the neighbours that show the words are being used literally instead. Hedges
 * ("sort of", "kind of", "I guess") are not here: they say how sure the speaker is, which the content judgement
 * counts (content/hedge-phrases.ts); a filler only fills time. One phrase is counted in one place
 * (docs/SCORING-audio.md, "Fillers").
 */
const PHRASES: { words: [string, string]; label: string; literalAfter: Set<string>; literalBefore: Set<string> }[] = [
  // "do you know", "if you know", "you know him"
  {
    words: ['you', 'know'],
    label: 'you know',
    literalAfter: new Set(['do', 'does', 'did', "don't", "didn't", 'would', 'will', 'if', 'could', 'can', 'as', 'should']),
    literalBefore: new Set(['him', 'her', 'them', 'it', 'me', 'us', 'about', 'how', 'what', 'where', 'who', 'why', 'when', 'whether']),
  },
  // "I mean it", "what I mean is"
  {
    words: ['i', 'mean'],
    label: 'I mean',
    literalAfter: new Set(['what', 'that']),
    literalBefore: new Set(['it', 'that', 'to', 'what', 'you', 'is']),
  },
];

/**
 * "like" is a filler unless its neighbours show the verb ("I like", "would like", "I'd like to") or the comparison
 * ("looks like", "feel like", "sounds like", "something like", "just like"):
 *  - not preceded by a subject pronoun, an auxiliary or a verb of perception/similarity, or a word that makes it a
 *    comparison (listed below);
 *  - not followed by "to" ("like to") or an object pronoun ("like it", "like them").
 * What is left — "it was, like, really hard", "and like I said" — is the discourse-marker use.
 */
const LIKE_VERB_OR_COMPARISON_BEFORE = new Set([
  'i', 'you', 'we', 'they', 'he', 'she', "i'd", "you'd", "we'd", "they'd", "he'd", "she'd",
  'would', 'do', 'does', 'did', "don't", "doesn't", "didn't", 'really', 'also', 'to', 'not', 'might', 'will', 'may',
  'feel', 'feels', 'felt', 'look', 'looks', 'looked', 'seem', 'seems', 'seemed', 'sound', 'sounds', 'sounded',
  'smell', 'smells', 'taste', 'tastes', 'act', 'acts', 'acted',
  'something', 'anything', 'nothing', 'things', 'more', 'much', 'just', 'exactly', 'people', 'someone', 'somebody', 'alike',
]);
const LIKE_VERB_AFTER = new Set(['to', 'it', 'them', 'him', 'her', 'me', 'us', 'this', 'that', 'these', 'those']);

/** Lower case, straight apostrophes, no surrounding punctuation, no PocketSphinx variant marker such as "(2)". */
export function normalizeToken(word: string): string {
  return word
    .toLowerCase()
    .replace(/\(\d+\)$/, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/^[^a-z']+|[^a-z']+$/g, '');
}

/** Fillers found in a transcript with word timings, each with `method: 'transcript'`. */
export function transcriptFillers(words: TranscriptWord[]): Filler[] {
  const tokens = words.map((w) => normalizeToken(w.word));
  const fillers: Filler[] = [];
  for (let i = 0; i < words.length; i++) {
    const token = tokens[i] ?? '';
    const word = words[i];
    if (!word) continue;
    if (HESITATIONS.has(token)) {
      fillers.push({ word: token, start: word.start, end: word.end, method: 'transcript' });
      continue;
    }
    if (token === 'like' && isFillerLike(tokens[i - 1], tokens[i + 1])) {
      fillers.push({ word: 'like', start: word.start, end: word.end, method: 'transcript' });
      continue;
    }
    const next = words[i + 1];
    const phrase = PHRASES.find((p) => p.words[0] === token && p.words[1] === tokens[i + 1]);
    if (phrase && next && !phrase.literalAfter.has(tokens[i - 1] ?? '') && !phrase.literalBefore.has(tokens[i + 2] ?? '')) {
      fillers.push({ word: phrase.label, start: word.start, end: next.end, method: 'transcript' });
      i++;
    }
  }
  return fillers;
}

function isFillerLike(before: string | undefined, after: string | undefined): boolean {
  if (before !== undefined && LIKE_VERB_OR_COMPARISON_BEFORE.has(before)) return false;
  if (after !== undefined && LIKE_VERB_AFTER.has(after)) return false;
  return true;
}
