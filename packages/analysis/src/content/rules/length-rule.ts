import { TARGET_LONG, TARGET_SHORT } from '@rehearse/contract/answer-length-verdict';
import { formatTime } from '../../feedback/format-time.ts';
import { ownSeconds, type AnswerFacts } from '../answer-facts.ts';
import { bandScore, contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { answerLengthText } from '../answer-length-text.ts';
import { quoteWords } from '../quote-words.ts';
import { STORY_SHARE_MIN, storyShare, storyStart } from '../story-start.ts';

/** Within [SHORT, LONG] × the target time the length is right (full marks); 0 at ZERO_SHORT or ZERO_LONG × target. */
export { TARGET_SHORT, TARGET_LONG } from '@rehearse/contract/answer-length-verdict';
export const TARGET_ZERO_SHORT = 0.15;
export const TARGET_ZERO_LONG = 2;
/** This long before the first sentence that answers (and PREAMBLE_SHARE of the answer) is a slow start. */
export const PREAMBLE_SECONDS = 10;
export const PREAMBLE_SHARE = 0.15;
/** A preamble this long scores 0. */
export const PREAMBLE_ZERO_SECONDS = 40;

/**
 * Length against the question's target time and the time before the first sentence that answers (docs/SCORING.md
 * §Content); the part is the lower of the two scores (length only when a target is known).
 */
export function lengthRule(facts: AnswerFacts): ContentRuleOutcome {
  const findings = [];
  const scores: number[] = [];
  const target = facts.input.targetSeconds;
  const took = formatTime(facts.duration);
  const tookText = answerLengthText(facts);
  if (target !== undefined && target > 0) {
    const ratio = facts.duration / target;
    scores.push(ratio < TARGET_SHORT ? bandScore(ratio, TARGET_SHORT, TARGET_ZERO_SHORT) : bandScore(ratio, TARGET_LONG, TARGET_ZERO_LONG));
    if (ratio < TARGET_SHORT) {
      findings.push(
        contentFinding('length', 'improvement', {
          headline: `${took} of ${formatTime(target)}`,
          text: `The answer took ${tookText} for a ${formatTime(target)} question — under half the time: add what you did and how it ended.`,
          at: facts.end,
          seconds: round(facts.duration),
        }),
      );
    } else if (ratio > TARGET_LONG) {
      findings.push(
        contentFinding('length', 'improvement', {
          headline: `${took} for ${formatTime(target)}`,
          text: `The answer took ${tookText} for a ${formatTime(target)} question: it ran past its target at ${formatTime(facts.start + target)}. Cut the scene-setting and land the result sooner.`,
          at: facts.start + target,
          seconds: round(facts.duration),
        }),
      );
    } else {
      findings.push(
        contentFinding('length', 'strength', {
          headline: `${took} of ${formatTime(target)}`,
          text: `The answer took ${tookText}, within its ${formatTime(target)} target.`,
          // The whole answer's length: no one moment to seek to.
          at: null,
          seconds: round(facts.duration),
        }),
      );
    }
  }
  // An answer that never comes to a story has no preamble (the relevance rule says it tells no situation), and an
  // answer to a question that asks for no story starts answering where it starts.
  const answering = facts.story && storyShare(facts) >= STORY_SHARE_MIN ? storyStart(facts.sentences) : null;
  if (answering) {
    const preamble = ownSeconds(facts.input, facts.start, answering.start);
    scores.push(bandScore(preamble, PREAMBLE_SECONDS, PREAMBLE_ZERO_SECONDS));
    if (preamble >= PREAMBLE_SECONDS && preamble >= PREAMBLE_SHARE * facts.duration) {
      findings.push(
        contentFinding('length', 'improvement', {
          headline: `${Math.round(preamble)} s before answering`,
          text: `${Math.round(preamble)} s passed before the story began (at ${formatTime(answering.start)}: ${quoteWords(answering.words) ?? 'its first event'}): start with the situation.`,
          quote: quoteWords(facts.sentences[0]!.words),
          at: facts.start,
          seconds: round(preamble),
        }),
      );
    }
  }
  return { score: scores.length > 0 ? Math.min(...scores) : null, findings };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
