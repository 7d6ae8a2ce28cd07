/**
 * What a question to the built-in coach asks for, read without a model:
 * - 'how-it-went': an account of the latest (or a named) analysis;
 * - 'compare': why one analysis scored differently from another;
 * - 'fix-first': the one part to work on first (the report's own Fix first);
 * - 'how-to': how to do something, answered from the knowledge base with the user's own example;
 * - 'other': anything else (ranked guidance and the user's numbers).
 * The cues are the grammar of each kind of question (a comparative with its other term, a past interview with a word
 * that asks for an assessment, "first"/"priority"/"most", "how do I"), not a list of questions; the labelled sets in
 * test-fixtures measure how well they generalise. Beside the grammar sit a few groups of words by meaning: a verdict
 * on "it" ("did I nail it"), progress and ranking across recordings ("am I improving", "which was strongest"), where to
 * focus next, and operating the app itself ("how do I delete my account" is a question about Rehearse, not a skill).
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

/** The user, or their scores, as the subject of a change over time. */
const SELF = "(am i|i am|i'm|have i|i have|i've|has it|is it|are my \\w+|is my \\w+|have my \\w+|has my \\w+)";
const PROGRESS =
  '(been )?((getting|got|gotten) (any )?(better|worse)|improving|improved|progressing|progressed|making (any )?progress|made (any )?progress|regressing|trending)';
/** Ranking words: asking which attempt stood out. */
const RANK = '(best|strongest|worst|weakest|highest|lowest)';
const ATTEMPT = '(attempt|recording|interview|session|video|upload|take|try|run|day)s?';

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
  new RegExp(`\\b${SELF}( \\w+)? ${PROGRESS}\\b`),
  /\b(my|any) progress\b|\bprogress (so far|over|across|between)\b|\btrending\b|\b(my|the) trend\b/,
  /\b(scores?|marks|results|numbers|grades?)\b.*\b(over time|going (up|down))\b/,
  new RegExp(`\\bwhich (one|of (my|them|those|these|the)|${ATTEMPT})\\b.*\\b(${RANK}|better|worse)\\b`),
  new RegExp(`\\b${RANK}( \\w+)? (so far|yet|ever|of (my|all|them|those|these))\\b`),
];

/** A reference to an analysis the user already has. */
const PAST =
  /\b(last|latest|most recent|recent|newest|previous|yesterday|today|tonight|this (morning|afternoon|evening)|(mon|tues|wednes|thurs|fri|satur|sun)day('s)?|just (uploaded|recorded|did)|i (uploaded|recorded)|(my|the|that|this) (mock )?(interview|recording|video|analysis|upload|session|practice|answer|result|attempt|take|run))\b/;
/** Words that ask for an assessment of it. */
const ASSESS =
  /\b(how (did|was|were|well did)|what did you think|any good|good|summar(y|ise|ize)|rundown|recap|overview|break ?down|review|verdict|feedback|thoughts|opinion|take on|rate|grade|tell me (about|how)|how i did|turn(ed)? out|go|went)\b/;
/**
 * A verdict asked of "it" without naming the recording: "how was it", "did I bomb it", "was that any good". The
 * recording is the one just discussed or the latest, so these read as how-it-went.
 */
const VERDICT: readonly RegExp[] = [
  /\bhow (was|did) (it|that|this)( one)?( go)?\b|\bhow (it|that) (went|turned out|was)\b|\bhow did i do\b/,
  /\b(it|that|this) (went|go|turned out) (well|ok|okay|alright|badly|fine)\b/,
  /\bdid i (totally |completely |just |really )?(bomb|nail|blow|mess|screw|ace|crush|kill|tank|flop|do (ok|okay|alright|well|fine|good|badly|bad))\b/,
  /\bwas (it|that|this)( one)? (any good|good|bad|ok|okay|alright|decent|fine|terrible|awful|great)( or (not|bad|good))? $/,
  /\bgood or bad\b|\bverdict\b/,
];

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
  /\bwhere (should|do|can|would|to) (i )?(focus|concentrate|put|spend|direct)\b/,
  /\b(focus|concentrate|work on|practi[sc]e|improve|tackle|do)( on)?( \w+){0,2} next\b|\bnext step\b/,
];

/**
 * "How do I …" about operating the app (an account, a setting, a device, finding or removing a recording) rather
 * than an interview skill: the how-to answer draws on interview guidance, which has nothing on these, so they go to 'other'.
 */
const APP_VERB =
  '(see|view|find|open|get to|go to|delete|remove|download|upload|export|share|change|reset|update|edit|rename|cancel|access|install|enable|disable|turn (on|off)|switch|connect|allow|give|grant|fix|set up|setup|mute|unmute|watch|replay|play back|save|print|record)';
const APP_NOUN =
  "(account|password|e ?mail|username|profile|settings?|preferences|(?<!on )(microphone|mic|camera|webcam)|(the|this) (app|site|website)|rehearse|page|tab|button|browser|permissions?|notifications?|subscription|login|history|(my|your) data|files?|links?|downloads?|uploads?|dark mode|dashboard|reports?|progress|(my|the|an?|old|past|previous|last|latest) (mock )?(interviews?|recordings?|videos?|sessions?|analys[ie]s|results))";
const APP_QUESTION = /^ (how (do|can|could|should|would) (i|you|we)|how to|where (do|can) i|is there a way to|can i) /;
const APP_OPERATION: readonly RegExp[] = [
  new RegExp(`\\b${APP_VERB}\\b.*\\b${APP_NOUN}\\b`),
  /\b(log|sign) (in|out|up|off)\b|\bunsubscribe\b/,
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
  if (APP_QUESTION.test(q) && APP_OPERATION.some((re) => re.test(q))) return 'other';
  if (COMPARE.some((re) => re.test(q))) return 'compare';
  const asksHow = /^ how (do|can|should) i\b/.test(q);
  if (!asksHow && ((PAST.test(q) && ASSESS.test(q)) || VERDICT.some((re) => re.test(q)))) return 'how-it-went';
  if (FIX_FIRST.some((re) => re.test(q))) return 'fix-first';
  if (HOW_TO.some((re) => re.test(q))) return 'how-to';
  return 'other';
}
