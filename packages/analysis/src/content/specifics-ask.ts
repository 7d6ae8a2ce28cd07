import type { StarredSentence } from './answer-facts.ts';

/** Quantity words that stand in for a number: 'some', 'several', 'a few', 'most' (determiners and pronouns, a closed class). */
const INDEFINITE = new Set(['some', 'several', 'many', 'few', 'various', 'lots', 'lot', 'most', 'loads', 'plenty', 'everything', 'everyone', 'everybody', 'something', 'someone', 'somebody', 'things', 'stuff']);

/** Words of a sentence that stand where a detail should: indefinite quantities, and comparatives with no amount ('better', 'faster'). */
export function vagueWords(sentence: Pick<StarredSentence, 'tokens'>): string[] {
  const found = sentence.tokens.filter(
    (t, i) =>
      INDEFINITE.has(t.normal) ||
      ((t.pos === 'ADJ' || t.pos === 'ADV') && (t.normal === 'better' || t.normal === 'worse' || t.normal === 'more' || t.normal === 'less' || (t.normal.endsWith('er') && t.normal !== t.lemma)) && sentence.tokens[i + 1]?.pos !== 'NOUN'),
  );
  return [...new Set(found.map((t) => t.normal))].slice(0, 2);
}

/**
 * The question that would make a vague sentence of the speaker's own concrete, from what the sentence does in the
 * story: an outcome wants its amount and its date, an action the people, tool or thing it was done to and how many,
 * a goal its target and deadline, a scene its place, time and size, talk in general ('you just have to be polite')
 * one real occasion. The words that
 * stand in for a detail are named ('"better": from what to what?'), so the advice differs with every answer.
 */
export function specificsAsk(sentence: Pick<StarredSentence, 'tokens' | 'part' | 'shows' | 'doing'>): string {
  const vague = vagueWords(sentence);
  const named = vague.length > 0 ? `${vague.map((w) => `"${w}"`).join(' and ')} — ` : '';
  if (sentence.doing.general) return `${named}when did this happen: one real occasion, with where, when and who?`;
  if (sentence.part === 'result' || sentence.shows.includes('result')) return `${named}by how much, from what to what, and by when?`;
  if (sentence.part === 'action') return `${named}who or what exactly (a name, a team, a tool), and how many?`;
  if (sentence.part === 'task') return `${named}what was the target, and by when?`;
  if (sentence.part === 'situation') return `${named}where and when was this (the organisation, the month or year), and how big was it?`;
  return `${named}when did this happen: one real occasion, with where, when and who?`;
}
