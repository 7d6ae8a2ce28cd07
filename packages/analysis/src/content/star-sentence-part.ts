import type { StarPartName } from '@rehearse/contract/mock-result';
import { HEDGE_PHRASES } from './hedge-phrases.ts';
import { IRREGULAR_PAST_VERBS, NON_ACTION_PAST, NUMBER_WORDS, OUTCOME_VERBS, RESULT_CUES, SITUATION_CUES, TASK_CUES, TIME_FRAME_UNITS } from './star-cues.ts';

const HEDGES = new RegExp(` (?:${HEDGE_PHRASES.map((p) => p.join(' ')).join('|')})(?= )`, 'g');

/**
 * A sentence lower-cased, punctuation removed, padded with spaces so phrases match on word boundaries. Hedges are
 * taken out: 'I was kind of asked to' still states a task, 'I guess it kind of worked' still a result.
 */
export function normaliseSentence(sentence: string): string {
  const plain = ` ${sentence.toLowerCase().replace(/[’']/g, "'").replace(/[^a-z0-9%' ]+/g, ' ').replace(/\s+/g, ' ').trim()} `;
  return plain.replace(HEDGES, '').replace(/\s+/g, ' ');
}

function hasPhrase(normalised: string, phrases: readonly string[]): boolean {
  return phrases.some((p) => normalised.includes(` ${p} `));
}

const irregular = new Set(IRREGULAR_PAST_VERBS.filter((v) => !v.includes(' ')));
const stative = new Set(NON_ACTION_PAST);

/**
 * 'I called…', 'I then led…', 'so we rebuilt…': a first-person subject followed (within two words) by a past-tense
 * action verb. 'I have worked on lots of teams' (present perfect) tells experience, not an action in the story.
 */
export function hasFirstPersonPastAction(normalised: string): boolean {
  const tokens = normalised.trim().split(' ');
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i] !== 'i' && tokens[i] !== 'we') continue;
    for (const verb of tokens.slice(i + 1, i + 3)) {
      if (stative.has(verb)) break;
      if (irregular.has(verb) || (/^[a-z]{3,}ed$/.test(verb) && !stative.has(verb))) return true;
    }
  }
  return false;
}

const TIME_FRAME = new RegExp(` (?:a|one|within|in) (?:${TIME_FRAME_UNITS.join('|')})s? `);

/** A number or a time frame ('within a week'): with an outcome verb, the measure of a change. */
function hasMeasure(normalised: string): boolean {
  return /\d/.test(normalised) || NUMBER_WORDS.some((w) => normalised.includes(` ${w} `)) || TIME_FRAME.test(normalised);
}

/**
 * The clauses of a normalised sentence, split where a new first-person clause starts ('… to the change and I
 * learned …'): one sentence can hold an action and, after it, the result.
 */
function clausesOf(normalised: string): string[] {
  return normalised.split(/ (?=(?:and|but|so|then) (?:i|we) )/).map((c) => ` ${c.trim()} `);
}

/** The STAR tests on a normalised sentence (docs/SCORING.md §STAR): cue phrases and tense. */
export const STAR_TESTS: Record<StarPartName, (normalised: string) => boolean> = {
  situation: (s) => hasPhrase(s, SITUATION_CUES),
  task: (s) => hasPhrase(s, TASK_CUES),
  // A clause that states the task or the outcome is not counted again as the action; another clause of the same
  // sentence can be ('I stayed calm and reworked the plan, and I learned…').
  action: (s) => clausesOf(s).some((c) => hasFirstPersonPastAction(c) && !hasPhrase(c, TASK_CUES) && !hasPhrase(c, RESULT_CUES)),
  result: (s) => hasPhrase(s, RESULT_CUES) || (hasPhrase(s, OUTCOME_VERBS) && hasMeasure(s)),
};

/**
 * The one STAR part a sentence plays, for the time shares: an outcome over a task over an action over a scene
 * (a sentence naming the result usually also mentions what was done); null when it shows none.
 */
export function starPartOfSentence(sentence: string): StarPartName | null {
  const normalised = normaliseSentence(sentence);
  const order: StarPartName[] = ['result', 'task', 'action', 'situation'];
  return order.find((part) => STAR_TESTS[part](normalised)) ?? null;
}
