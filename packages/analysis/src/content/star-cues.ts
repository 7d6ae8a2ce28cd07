/**
 * The cue lists of the STAR check (docs/SCORING.md §STAR). Phrases are matched on word
 * boundaries in lower-case text with punctuation removed.
 */

/** Setting the scene: where and when it happened. */
export const SITUATION_CUES = [
  'at my last job', 'at my previous job', 'at my last company', 'at my previous company', 'in my last role',
  'in my previous role', 'in my previous job', 'at my current job', 'in my current role', 'when i was working',
  'when i worked', 'while i was working', 'when i was at', 'when i was a', 'while i was at', 'while i was a',
  'back when', 'a few years ago', 'a couple of years ago', 'last year', 'last semester', 'last summer',
  'there was a time', 'one time', 'at the time', 'in my first year', 'during my internship', 'at university',
  'in college', 'our team was', 'we were working on', 'the company was', 'the project was', 'the situation was',
];

/** What the speaker had to do: responsibility, goal, challenge. */
export const TASK_CUES = [
  'i was responsible for', 'i was in charge of', 'i was tasked with', 'i was asked to', 'i was assigned',
  'my role was', 'my job was', 'my task was', 'my responsibility was', 'my goal was', 'the goal was',
  'our goal was', 'the task was', 'the challenge was', 'the problem was', 'i needed to', 'i had to', 'we needed to',
  'we had to', 'i had been asked', 'it was my job', 'it was up to me', 'i wanted to make sure',
];

/** Past-tense verbs that are not regular -ed forms, for first-person actions ('I led…'). */
export const IRREGULAR_PAST_VERBS = [
  'made', 'took', 'spoke', 'wrote', 'set', 'led', 'built', 'met', 'told', 'went', 'gave', 'found', 'began', 'chose',
  'ran', 'brought', 'thought', 'sent', 'got', 'did', 'kept', 'held', 'put', 'sat', 'saw', 'drew', 'taught', 'sought',
  'spent', 'split', 'bought', 'broke', 'caught', 'fought', 'knew', 'laid', 'left', 'lent', 'let', 'paid', 'read',
  'rewrote', 'rebuilt', 'said', 'sold', 'shared', 'showed', 'stood', 'struck', 'swapped', 'took over', 'won', 'wrote up',
  'dug', 'undertook', 'oversaw', 'brainstormed',
];

/** First-person past that describes a state or an obligation, not an action ('I was', 'I had to'), and the present perfect ('I have worked'). */
export const NON_ACTION_PAST = ['have', 'has', 'was', 'were', 'had', 'needed', 'wanted', 'used', 'felt', 'seemed', 'liked', 'loved', 'hated', 'realized', 'realised', 'noticed', 'learned', 'learnt', 'supposed'];

/** Outcome phrases. */
export const RESULT_CUES = [
  'as a result', 'in the end', 'in the end we', 'eventually', 'ultimately', 'which led to', 'that led to', 'this led to',
  'resulted in', 'the result was', 'the outcome was', 'we ended up', 'i ended up', 'which meant', 'thanks to that',
  'because of that', 'since then', 'from then on', 'by the end', 'we managed to', 'i managed to', 'we were able to',
  'i learned', 'i learnt', 'the lesson', 'the feedback was', 'the client was happy', 'the customer was happy',
  'on time', 'ahead of schedule', 'under budget',
  // Outcomes told without a number, common in spoken answers.
  'it worked', 'that worked', 'it helped', 'that helped', 'taught me', 'got better', 'went away', 'paid off',
  'we came out', 'i came out',
];

/** Verbs of measurable change; with a number in the same sentence they mark a result. */
export const OUTCOME_VERBS = [
  'increased', 'reduced', 'decreased', 'improved', 'saved', 'cut', 'grew', 'doubled', 'tripled', 'halved', 'raised',
  'lowered', 'boosted', 'won', 'delivered', 'launched', 'shipped', 'finished', 'completed', 'achieved', 'exceeded',
  'promoted', 'recognized', 'recognised', 'praised', 'adopted', 'dropped', 'fell', 'rose', 'renewed', 'signed', 'caught up',
];

/** Units of a time frame ('within a week', 'in a month'). */
export const TIME_FRAME_UNITS = ['day', 'week', 'month', 'quarter', 'year', 'hour', 'sprint'];

export const NUMBER_WORDS = [
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twenty', 'thirty', 'forty', 'fifty',
  'hundred', 'thousand', 'million', 'percent', 'half', 'double', 'twice',
];
