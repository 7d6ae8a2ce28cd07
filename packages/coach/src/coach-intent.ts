/**
 * What a question to the built-in coach asks for, read without a model:
 * - 'how-it-went': an account of the latest (or a named) analysis;
 * - 'compare': why one analysis scored differently from another;
 * - 'fix-first': the one part to work on first (the report's own Fix first);
 * - 'how-to': how to do something, answered from the knowledge base with the user's own example;
 * - 'other': anything else (ranked guidance and the user's numbers).
 * The cues are the grammar of each kind of question (a comparative with its other term, a past interview with a word
 * that asks for an assessment, "first"/"priority"/"most", "how do I"), not a list of questions; the labelled sets in
 * test-fixtures measure how well they generalise.
 */
export const COACH_INTENTS = ['how-it-went', 'compare', 'fix-first', 'how-to', 'other'] as const;
export type CoachIntent = (typeof COACH_INTENTS)[number];

function normalised(question: string): string {
  return ` ${question
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\bhow'd\b/g, 'how did')
    .replace(/\bwhat's\b/g, 'what is')
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

const COMPARATIVE = '(worse|better|weaker|stronger|lower|higher|below|above)';
const OTHER_TERM = '(than|the one before|the other|older|newer|earlier|previous|before|last time|that one)';
const DECLINE = '(worse|weaker|lower|dropp?(ed)?|fell|went down|go(ne)? down|declin(e|ed)|decreas(e|ed))';

const COMPARE: readonly RegExp[] = [
  new RegExp(`\\b${COMPARATIVE}\\b.*\\b${OTHER_TERM}\\b`),
  new RegExp(`\\b(why|how come)\\b.*\\b${DECLINE}\\b`),
  new RegExp(`\\b${DECLINE}\\b.*\\bwhy\\b`),
  /\bcompar(e|ed|ing|ison)\b.*\b(my|two|last|latest|previous|earlier|first|second|one)\b/,
  /\b(my|two|last|latest)\b.*\bcompar(e|ed|ing|ison)\b/,
  /\bdifference(s)? between\b/,
  /\b(what|anything) changed\b/,
  /\bbetter or worse\b/,
  /\b(improved|got better|gotten better|progressed)\b.*\bsince\b/,
];

/** A reference to an analysis the user already has. */
const PAST =
  /\b(last|latest|most recent|recent|newest|previous|yesterday|today|this morning|just (uploaded|recorded|did)|i (uploaded|recorded)|my (mock )?(interview|recording|video|analysis|upload|session|practice|answer|result|attempt))\b/;
/** Words that ask for an assessment of it. */
const ASSESS =
  /\b(how (did|was|were|well did)|what did you think|any good|good|summar(y|ise|ize)|rundown|overview|break ?down|review|verdict|tell me (about|how)|how i did|turn(ed)? out|go|went)\b/;

const FIX_FIRST: readonly RegExp[] = [
  /\b(fix|work on|tackle|improve|focus on|start with|address|change|practi[sc]e)\b.*\bfirst\b/,
  /\bwhere (should|do|can|would) i (start|begin)\b/,
  /\b(prioriti[sz]e|priority|priorities)\b/,
  /\b(biggest|most important|single most|number one|main|one) (thing|area|issue|problem|weakness|part)\b/,
  /\b(fix|improve|change|work on) (just |only )?one thing\b/,
  /\bmy weakest\b|\bweakest (area|part|point|skill)\b/,
  /\b(holding|dragging|pulling)\b.*\b(back|down)\b/,
  /\b(lose|losing|cost|costs|costing) (me )?(the )?most points\b/,
  /\b(focus on|work on|improve)\b.*\bmost\b/,
];

const HOW_TO: readonly RegExp[] = [
  /^ how (do|can|should|could|would|might) (i|you|one|we) (?!do in|did)/,
  /\bhow to\b/,
  /\b(best way|ways?) to\b/,
  /\b(tips?|advice|help) (for|on|about|with|to)\b/,
  /\b(help|teach) me\b/,
  /\bhow (do|can|should) i\b/,
];

export function detectIntent(question: string): CoachIntent {
  const q = normalised(question);
  if (COMPARE.some((re) => re.test(q))) return 'compare';
  if (PAST.test(q) && ASSESS.test(q) && !/^ how (do|can|should) i\b/.test(q)) return 'how-it-went';
  if (FIX_FIRST.some((re) => re.test(q))) return 'fix-first';
  if (HOW_TO.some((re) => re.test(q))) return 'how-to';
  return 'other';
}
