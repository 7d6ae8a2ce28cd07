import type { AnswerFacts, StarredSentence } from './answer-facts.ts';
import { isYear } from './specific-details.ts';
import { isAction } from './star-reading.ts';

/**
 * The first sentence that actually answers: the first that tells an event of the story — a main clause with its own
 * subject in the past tense (simple, progressive or past perfect), not a habit, or a 'when I was…' that sets its scene,
 * or the speaker's action told in the present of a story ('so I go to my manager'). Before it an answer may echo the
 * question ('a product decision that turned out wrong'), talk in general ('I think it's important to adapt'), tell
 * experience in the present perfect ('I've worked with a lot of people'), or think aloud ('let me pick one'): none of
 * that answers yet. Null when no sentence tells an event.
 */
export function storyStart(sentences: readonly StarredSentence[]): StarredSentence | null {
  // 'Anyway' opening a sentence returns from a digression (a bit of background on the speaker's career, say): the
  // story starts there, not in what it returns from. Only in the first half of the answer's time: later it closes a
  // digression inside the story.
  const start = sentences[0]?.start ?? 0;
  const half = start + ((sentences.at(-1)?.end ?? start) - start) / 2;
  const back = sentences.findLastIndex((s) => s.start < half && returnsToTopic(s));
  return sentences.slice(Math.max(0, back)).find(tellsEvent) ?? null;
}

/** Words that may come before a discourse marker at the start of a sentence ('so anyway', 'but um anyway'). */
const LEAD_INS = new Set(['so', 'but', 'and', 'okay', 'ok', 'right', 'well', 'yeah', 'um', 'uh', 'er', 'erm']);

/**
 * A sentence opened by 'anyway' — the speaker comes back to what was asked (Schiffrin 1987 on discourse markers) — or
 * by announcing the example ('so one example', 'the example I'd pick is…').
 */
export function returnsToTopic(sentence: Pick<StarredSentence, 'tokens'>): boolean {
  const words = sentence.tokens.filter((t) => t.pos !== 'PUNCT').map((t) => t.normal);
  const first = words.findIndex((w) => !LEAD_INS.has(w));
  if (first < 0 || first > 3) return false;
  // 'so one example: …', 'the example I'd pick is…': the story is announced, and what came before was not it.
  const announces = words[first + 1] === 'example' && ['one', 'an', 'the', 'my', 'for', 'a'].includes(words[first]!);
  return words[first] === 'anyway' || words[first] === 'anyhow' || announces;
}

/** Whether a sentence tells an event of a story (see storyStart). */
export function tellsEvent(sentence: StarredSentence): boolean {
  const dated = namesTime(sentence);
  return sentence.clauses.some(
    (c) =>
      (c.tense === 'past' || (c.tense === 'present' && isAction(c, sentence.tokens))) &&
      // 'the biggest one was a contract with Norland back in twenty twenty two': a past state with its date sets the scene.
      (c.subject !== null || (dated && c.tense === 'past')) &&
      !c.habitual &&
      !echoesQuestion(sentence, c) &&
      (!c.subordinate || opensScene(sentence, c)),
  );
}

/** A date, a time or a year said in the sentence ('back in twenty twenty two', 'last March'). */
function namesTime(sentence: StarredSentence): boolean {
  return sentence.entities.some((e) => e.type === 'DATE' || e.type === 'TIME' || (e.type === 'CARDINAL' && isYear(sentence.tokens.slice(e.first, e.last + 1))));
}

/** 'a time a release slipped': the question's words said back, naming the situation without telling it. */
function echoesQuestion(sentence: StarredSentence, clause: StarredSentence['clauses'][number]): boolean {
  const tokens = sentence.tokens;
  return /^(a|the|one) time\b/i.test(clause.subjectText) || (tokens[clause.first - 1]?.normal === 'time' && ['a', 'the', 'one'].includes(tokens[clause.first - 2]?.normal ?? ''));
}

/** 'when I was leading the evening shift', 'while we were moving offices': a time clause that opens the story. */
function opensScene(sentence: StarredSentence, clause: StarredSentence['clauses'][number]): boolean {
  const opener = sentence.tokens[clause.first - 1]?.normal;
  return (opener === 'when' || opener === 'while') && clause.subject !== 'other';
}

/** Under this share of the answer's time in sentences that tell an event, the answer talks in general and never comes to a situation. */
export const STORY_SHARE_MIN = 0.3;

/** The share of an answer's time (0–1) in sentences that tell an event. */
export function storyShare(facts: Pick<AnswerFacts, 'sentences' | 'duration'>): number {
  return facts.sentences.filter(tellsEvent).reduce((sum, s) => sum + s.seconds, 0) / facts.duration;
}
