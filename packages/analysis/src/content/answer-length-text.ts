import { formatTime } from '../feedback/format-time.ts';
import type { AnswerFacts } from './answer-facts.ts';

/**
 * How long the answer took: its recording's length when it has a recording of its own, so every length a finding
 * states is the one its Duration tile shows; else its own speaking time, first word to last.
 */
export function answerSeconds(facts: Pick<AnswerFacts, 'input' | 'duration'>): number {
  const recorded = facts.input.recordedSeconds;
  return recorded !== undefined && recorded > 0 ? recorded : facts.duration;
}

/**
 * How long the answer took, as a finding says it: a typed answer was never spoken, so its time is an estimate from its
 * length as if read aloud ("about 0:41 read aloud"); a spoken one's is measured ("0:41").
 */
export function answerLengthText(facts: Pick<AnswerFacts, 'input' | 'duration'>): string {
  const took = formatTime(answerSeconds(facts));
  return facts.input.readAloudWordsPerMinute === undefined ? took : `about ${took} read aloud`;
}
