import type { StarSentence } from '@rehearse/contract/answer-content';
import { formatClock } from '@rehearse/contract/number-format';
import type { StarPartName } from '@rehearse/contract/star-parts';

export const STAR_PART_LABELS: Record<StarPartName, string> = { situation: 'Situation', task: 'Task', action: 'Action', result: 'Result' };
/** The label of a sentence that plays no STAR part. */
export const NO_STAR_PART = 'No part';

/** What a sentence does when it plays each part, in the words of the STAR method. */
const STAR_PART_DOES: Record<StarPartName, string> = {
  situation: 'Sets the scene',
  task: 'Says what you had to achieve',
  action: 'Says what you did',
  result: 'Says how it ended',
};

/**
 * Why a sentence was read as its STAR part, as a sentence: the engine's reason ('action: "I" + a past action: "I set
 * up"') without its part name, after what the part does ('Says what you did — "I" + a past action: "I set up".').
 * Results judged before reasons were recorded have none: the part alone is said.
 */
export function starReasonText(part: StarPartName | null, reason: string | null | undefined): string {
  const why = reason?.trim() ? (part !== null && reason.startsWith(`${part}: `) ? reason.slice(part.length + 2) : reason.trim()) : null;
  if (part === null) return why ? `Plays no STAR part: ${why}.` : 'Plays no STAR part: it sets no scene, states no goal, and says neither what you did nor how it ended.';
  return why ? `${STAR_PART_DOES[part]} — ${why}.` : `${STAR_PART_DOES[part]}.`;
}

/** One sentence as a line of the report file: its part, time and words, then why ('Action at 0:03: "I set up a check". Says what you did — …'). */
export function starSentenceLine(sentence: Pick<StarSentence, 'start' | 'part' | 'quote' | 'reason'>, untimed = false): string {
  const label = sentence.part ? STAR_PART_LABELS[sentence.part] : NO_STAR_PART;
  // A typed answer has no recording: its sentences are at no time.
  const when = untimed ? '' : ` at ${formatClock(sentence.start)}`;
  return `${label}${when}${sentence.quote ? `: ${sentence.quote}` : ''}. ${starReasonText(sentence.part, sentence.reason)}`;
}
