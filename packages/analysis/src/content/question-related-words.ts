import { stemOf } from './answer-tokens.ts';

/**
 * Words an answer on the question says instead of the question's own key words (written for this purpose from the
 * behavioural question sets; matched by stem, docs/SCORING.md §Content): a collaboration answer names 'finance and
 * engineering', not 'departments'; a feedback answer says 'my manager told me'.
 */
export const QUESTION_RELATED_WORDS: Readonly<Record<string, readonly string[]>> = {
  department: ['finance', 'engineering', 'sales', 'marketing', 'legal', 'hr', 'operations', 'design', 'product', 'support', 'accounting', 'logistics'],
  collaborate: ['together', 'jointly', 'partnered', 'met', 'meeting', 'alongside'],
  people: ['colleague', 'colleagues', 'team', 'everyone', 'staff', 'person'],
  project: ['migration', 'launch', 'rollout', 'release', 'initiative', 'programme', 'program'],
  feedback: ['told', 'said', 'comment', 'comments', 'criticism', 'review', 'advice', 'suggested', 'pointed'],
  creative: ['idea', 'unusual', 'invented', 'original', 'instead', 'novel'],
  solution: ['fix', 'fixed', 'solved', 'idea', 'workaround', 'instead', 'answer'],
  problem: ['issue', 'bug', 'error', 'fault', 'broken', 'failing'],
  deadline: ['due', 'late', 'schedule', 'date', 'timeline', 'overdue'],
  miss: ['late', 'slipped', 'behind', 'delayed', 'overdue'],
  disagree: ['disagreement', 'argued', 'objected', 'concern', 'concerns', 'challenged', 'pushed'],
  manager: ['boss', 'lead', 'supervisor', 'director', 'head'],
  customer: ['client', 'user', 'guest', 'buyer', 'patient', 'caller'],
  conflict: ['tension', 'argument', 'disagreement', 'clash', 'dispute'],
  mistake: ['error', 'wrong', 'bug', 'fault', 'slip', 'oversight'],
  fail: ['failure', 'wrong', 'lost', 'missed'],
  explain: ['told', 'walked', 'showed', 'described', 'simplified'],
  presentation: ['talk', 'slides', 'pitch', 'demo', 'audience'],
  change: ['new', 'switched', 'moved', 'reorganisation', 'reorganization', 'replaced'],
  team: ['colleague', 'colleagues', 'teammate', 'group', 'everyone'],
  unhappy: ['angry', 'upset', 'frustrated', 'complaint', 'complained', 'annoyed'],
  decision: ['decided', 'chose', 'choice', 'picked'],
};

// Keyed by the stems of the word's inflections: the crude stemmer gives 'disagree' and 'disagreed' different stems.
const RELATED = new Map(
  Object.entries(QUESTION_RELATED_WORDS).flatMap(([word, related]) => {
    const stems = new Set(related.map(stemOf));
    return [...new Set([word, `${word}s`, `${word}d`, `${word}ed`].map(stemOf))].map((stem) => [stem, stems] as const);
  }),
);

/** The stems an answer may use for a question's key stem: the stem itself and its related words' stems. */
export function stemsAnswering(questionStem: string): ReadonlySet<string> {
  return new Set([questionStem, ...(RELATED.get(questionStem) ?? [])]);
}
