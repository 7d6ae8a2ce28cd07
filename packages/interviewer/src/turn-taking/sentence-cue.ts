import { isHesitation } from '../spoken-words.ts';

/**
 * What the last words heard say about the sentence they belong to, for deciding how long a pause may be:
 * - `hesitation`: the speaker said "um"/"uh" and is searching for words;
 * - `unfinished`: the sentence cannot end here (a conjunction, a preposition, an article, an auxiliary, a subject
 *   pronoun);
 * - `open`: it may have ended — recognisers give no punctuation, so this is the ordinary case;
 * - `none`: nothing said yet.
 */
export type SentenceCue = 'none' | 'hesitation' | 'unfinished' | 'open';

/**
 * Words that need something after them. Closed-class words only: they are few, stable and the same in every answer,
 * unlike content words, and a sentence ending in one of them is incomplete in any English.
 */
const NEEDS_CONTINUATION = new Set([
  // conjunctions and subordinators
  'and', 'but', 'or', 'nor', 'so', 'because', 'since', 'although', 'though', 'while', 'whereas', 'if', 'unless',
  'until', 'when', 'whether', 'that', 'which', 'who', 'whom', 'whose', 'where', 'then', 'than', 'like',
  // prepositions
  'to', 'of', 'in', 'on', 'at', 'for', 'with', 'from', 'by', 'about', 'into', 'onto', 'over', 'under', 'after',
  'before', 'between', 'through', 'during', 'without', 'within', 'across', 'towards', 'toward', 'against', 'among',
  'per', 'via',
  // articles, determiners, possessives
  'a', 'an', 'the', 'my', 'our', 'your', 'their', 'his', 'her', 'its', 'this', 'these', 'those', 'some', 'every',
  'each', 'any', 'another', 'such', 'more', 'most', 'very',
  // auxiliaries and copulas
  'is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'have', 'has', 'had', 'will', 'would', 'could', 'should',
  'can', 'may', 'might', 'must', 'shall', 'do', 'does', 'did',
  // subject pronouns and contracted subjects
  'i', 'we', 'they', 'he', 'she', "i'm", "we're", "they're", "i've", "we've", "i'd", "we'd", "i'll", "we'll",
]);

export function sentenceCue(words: readonly string[]): SentenceCue {
  const last = words.at(-1);
  if (last === undefined) return 'none';
  if (isHesitation(last)) return 'hesitation';
  if (NEEDS_CONTINUATION.has(last)) return 'unfinished';
  return 'open';
}
