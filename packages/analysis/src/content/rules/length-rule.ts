import type { ContentFinding } from '@rehearse/contract/answer-content';
import { TARGET_LONG, TARGET_SHORT } from '@rehearse/contract/answer-length-verdict';
import { formatTime } from '../../feedback/format-time.ts';
import { ownSeconds, type AnswerFacts } from '../answer-facts.ts';
import { bandScore, contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { answerLengthText, answerSeconds } from '../answer-length-text.ts';
import { quoteWords } from '../quote-words.ts';
import { STORY_SHARE_MIN, storyShare, storyStart, tellsEvent } from '../story-start.ts';

/** How a slow start's headline ends ('24 s before answering'). */
const BEFORE_ANSWERING = ' before answering';

/** Within [SHORT, LONG] × the target time the length is right (full marks); 0 at ZERO_SHORT or ZERO_LONG × target. */
export { TARGET_SHORT, TARGET_LONG } from '@rehearse/contract/answer-length-verdict';
export const TARGET_ZERO_SHORT = 0.15;
export const TARGET_ZERO_LONG = 2;
/**
 * A coach flags length only when it is clearly off (labelled-set/GUIDE.md: 'clearly too short', 'well past the
 * target', 'do not flag borderline cases'): the score falls outside [TARGET_SHORT, TARGET_LONG], the finding comes
 * under CLEARLY_SHORT or past CLEARLY_LONG × the target. On the tuning split every answer labelled too short was under
 * 0.3 × its target and every one labelled too long past 1.5 ×, while no answer between 0.36 and 0.55 or between
 * 1.2 and 1.5 × was labelled, whichever of the five writers wrote it.
 */
export const CLEARLY_SHORT = 0.4;
export const CLEARLY_LONG = 1.5;
/** The preamble scores full marks up to this long. */
export const PREAMBLE_SECONDS = 10;
/**
 * A slow start is a preamble clearly past ten seconds that takes a clear share of the answer: at least this long and
 * this share of the answer's time before the first sentence that answers (the same 'clearly' as the length finding:
 * 1.5 × the guide's ten seconds).
 */
export const SLOW_START_SECONDS = 15;
export const SLOW_START_SHARE = 0.25;
/**
 * A late start of a story needs a story after it: when less than this share of the time from the start on tells
 * events, the answer is talk in general with an example inside it, which structure and relevance judge, not a slow
 * start.
 */
export const STORY_AFTER_START_MIN = 2 / 3;
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
  const seconds = answerSeconds(facts);
  const took = formatTime(seconds);
  const tookText = answerLengthText(facts);
  if (target !== undefined && target > 0) {
    const ratio = seconds / target;
    scores.push(ratio < TARGET_SHORT ? bandScore(ratio, TARGET_SHORT, TARGET_ZERO_SHORT) : bandScore(ratio, TARGET_LONG, TARGET_ZERO_LONG));
    if (ratio < CLEARLY_SHORT) {
      findings.push(
        contentFinding('length', 'improvement', {
          headline: `${took} of ${formatTime(target)}`,
          text: `The answer took ${tookText} for a ${formatTime(target)} question — under half the time: add what you did and how it ended.`,
          at: facts.end,
          seconds: round(seconds),
        }),
      );
    } else if (ratio > CLEARLY_LONG) {
      findings.push(
        contentFinding('length', 'improvement', {
          headline: `${took} for ${formatTime(target)}`,
          text: `The answer took ${tookText} for a ${formatTime(target)} question: it ran past its target at ${formatTime(facts.start + target)}. Cut the scene-setting and land the result sooner.`,
          at: facts.start + target,
          seconds: round(seconds),
        }),
      );
    } else if (ratio >= TARGET_SHORT && ratio <= TARGET_LONG) {
      findings.push(
        contentFinding('length', 'strength', {
          headline: `${took} of ${formatTime(target)}`,
          text: `The answer took ${tookText}, within its ${formatTime(target)} target.`,
          // The whole answer's length: no one moment to seek to.
          at: null,
          seconds: round(seconds),
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
    if (preamble >= SLOW_START_SECONDS && preamble >= SLOW_START_SHARE * facts.duration && storyAfter(facts, answering.start) >= STORY_AFTER_START_MIN) {
      findings.push(
        contentFinding('length', 'improvement', {
          headline: `${Math.round(preamble)} s${BEFORE_ANSWERING}`,
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

/** The share (0–1) of the time from `from` on that is spent in sentences telling an event of the story. */
function storyAfter(facts: AnswerFacts, from: number): number {
  const after = facts.sentences.filter((s) => s.end > from);
  const total = after.reduce((sum, s) => sum + s.seconds, 0);
  return total > 0 ? after.filter(tellsEvent).reduce((sum, s) => sum + s.seconds, 0) / total : 0;
}

/**
 * The share (0–1) of an answer spent waiting for it to answer beyond the ten seconds a preamble may take, when the
 * length part found a slow start (its finding's seconds, less PREAMBLE_SECONDS, against the answer's time); 0
 * otherwise. The content score counts only the part of the answer that answers.
 */
export function slowStartShare(findings: readonly ContentFinding[], duration: number): number {
  const slow = findings.find((f) => f.part === 'length' && f.kind === 'improvement' && f.headline.endsWith(BEFORE_ANSWERING));
  return slow?.seconds && duration > 0 ? Math.min(1, Math.max(0, slow.seconds - PREAMBLE_SECONDS) / duration) : 0;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
