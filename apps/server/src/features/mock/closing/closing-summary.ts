import type { FollowUpReason } from '@rehearse/contract/mock-constants';
import type { StarPartName } from '@rehearse/contract/mock-result';
import { ASKED_BY_TYPE, missingParts, type AnswerFindings } from '../follow-up/built-in-follow-up.ts';

/** What to work on, said for the gap most answers share: the same things the follow-ups ask about. */
const ADVICE: Record<FollowUpReason, string> = {
  no_result: 'say how it ended, in numbers if you can',
  all_we: 'say what you did yourself, not only what the team did',
  no_action: 'walk through what you did, step by step',
  no_situation: 'set the scene in a sentence before you tell what you did',
  no_task: 'say what you were responsible for',
  no_example: 'back each point with one example from your own work',
};

/** What went well, for the part of a story most answers told (the action and result weigh most). */
const STRENGTH: Record<StarPartName, string> = {
  result: 'you said how things turned out',
  action: 'you said clearly what you did',
  task: 'you made clear what you were responsible for',
  situation: 'you set the scene well',
};
const STRENGTH_ORDER: readonly StarPartName[] = ['result', 'action', 'task', 'situation'];

const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const countOf = (n: number, noun: string) => `${COUNT_WORDS[n] ?? String(n)} ${noun}${n === 1 ? '' : 's'}`;
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** One answer of the interview as the summary judges it; a follow-up is counted apart from the questions. */
export interface SummedAnswer extends AnswerFindings {
  followUp: boolean;
}

/**
 * The built-in closing summary, spoken before the goodbye: how many answers were given, the part of a story they told
 * best, and the gap they shared most (by the STAR check and ownership, as the follow-ups judge an answer), each in a
 * short sentence. Answers with too few clear words are counted but not judged.
 */
export function closingSummary(answers: readonly SummedAnswer[]): string {
  const followUps = answers.filter((a) => a.followUp).length;
  const given = `You answered ${countOf(answers.length - followUps, 'question')}${followUps > 0 ? ` and ${countOf(followUps, 'follow-up')}` : ''}.`;
  const judged = answers.filter((a) => a.star.status === 'checked');
  const report = 'Your report will have the detail once each answer is analysed.';
  if (judged.length === 0) return `${given} I could not hear enough of your words to judge them now. ${report}`;
  const told = (part: StarPartName) => judged.filter((a) => a.star.star[part].present).length;
  const best = STRENGTH_ORDER.reduce((a, b) => (told(b) > told(a) ? b : a));
  const strength = told(best) > 0 ? ` ${sentence(`${judged.length === 1 ? 'In your answer' : 'Across your answers'}, ${STRENGTH[best]}`)}` : '';
  const gap = commonGap(judged);
  const work = gap ? ` Next time, ${ADVICE[gap]}.` : ' Each answer told the whole story: keep doing that.';
  return `${given}${strength}${work} ${report}`;
}

/** The gap shared by most answers, among those their question types ask about; ties go to the most useful one. */
function commonGap(answers: readonly SummedAnswer[]): FollowUpReason | null {
  const counts = new Map<FollowUpReason, number>();
  for (const answer of answers) {
    const missing = missingParts(answer);
    for (const reason of ASKED_BY_TYPE[answer.questionType]) if (missing.has(reason)) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  let gap: FollowUpReason | null = null;
  for (const reason of Object.keys(ADVICE) as FollowUpReason[]) if ((counts.get(reason) ?? 0) > (gap ? (counts.get(gap) ?? 0) : 0)) gap = reason;
  return gap;
}
