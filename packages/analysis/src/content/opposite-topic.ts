import type { StarredSentence } from './answer-facts.ts';
import { antonymsOf } from './antonyms.ts';
import { readEnglish } from './meaning/english-reader.ts';

export interface OppositeTopic {
  /** The question's noun ('weakness') and its opposite the answer is about ('strength'). */
  asked: string;
  told: string;
  /** The first sentence that names the opposite. */
  sentence: StarredSentence;
}

/** Two forms of one word: the same lemma, or one the start of the other ('fail' ~ 'failure', 'weakness' ~ 'weaknesses'). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short.slice(0, Math.max(4, short.length - 2)));
}

/**
 * A noun the question asks about whose WordNet antonym the answer talks about instead, never naming the question's
 * own ('What is your greatest weakness?' answered with 'my greatest strengths are…'): the answer to the opposite
 * question. Null when the answer names the asked noun in any form, or no antonym of it.
 */
export function oppositeTopic(question: string, sentences: readonly StarredSentence[]): OppositeTopic | null {
  const tokens = sentences.flatMap((sentence) => sentence.tokens.map((token) => ({ token, sentence })));
  for (const asked of readEnglish(question).tokens.filter((t) => t.pos === 'NOUN' && !t.stopWord)) {
    const opposites = antonymsOf(asked.lemma);
    if (opposites.length === 0 || tokens.some(({ token }) => sameWord(token.lemma, asked.lemma) || sameWord(token.normal, asked.normal))) continue;
    const told = tokens.find(({ token }) => token.pos === 'NOUN' && opposites.includes(token.lemma));
    if (told) return { asked: asked.lemma, told: told.token.lemma, sentence: told.sentence };
  }
  return null;
}
