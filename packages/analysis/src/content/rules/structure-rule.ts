import type { ContentStructure } from '@rehearse/contract/answer-content';
import { STAR_PARTS, type StarPartName } from '@rehearse/contract/mock-result';
import { formatTime } from '../../feedback/format-time.ts';
import { ownSeconds, type AnswerFacts } from '../answer-facts.ts';
import { bandScore, contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { quoteWords } from '../quote-words.ts';

/** At least this share of the time on situation and the scene crowds out the rest. */
export const SITUATION_HEAVY_SHARE = 0.5;
/** Action and result together get at least this share in a balanced answer (full marks for balance). */
export const ACTION_RESULT_SHARE = 0.4;
/** A result starting within this share of the answer's end came at the last moment: the outcome got a line. */
export const LATE_RESULT_SHARE = 0.08;
/** Answers shorter than this always end with their result; 'late' means nothing there. */
export const LATE_RESULT_MIN_ANSWER_SECONDS = 30;

const WHAT_IS_MISSING: Record<StarPartName, string> = {
  situation: 'no situation (where and when it happened)',
  task: 'no task (what you had to achieve)',
  action: 'no action (what you did, in the past tense: "I called…")',
  result: 'no result (how it ended: "as a result…", a number that changed)',
};

/** The structure as the result stores it: each sentence's part and quote, the time shares, the missing parts. */
export function structureOf(facts: AnswerFacts): ContentStructure {
  const share = Object.fromEntries(
    STAR_PARTS.map((part) => [part, round(facts.sentences.filter((s) => s.part === part).reduce((sum, s) => sum + s.seconds, 0) / facts.duration)]),
  ) as ContentStructure['share'];
  return {
    sentences: facts.sentences.map((s) => ({ start: s.start, end: s.end, part: s.part, quote: quoteWords(s.words) })),
    share,
    missing: STAR_PARTS.filter((part) => !facts.sentences.some((s) => s.part === part || s.shows.includes(part))),
  };
}

/**
 * STAR sentence by sentence (docs/SCORING.md §Content): 20 points per part heard, 20 for giving action and result
 * at least ACTION_RESULT_SHARE of the time. Findings: the missing parts (a missing task only beside another one), a
 * scene that takes half the answer, a result squeezed into the last seconds, or a complete balanced answer.
 */
export function structureRule(facts: AnswerFacts): ContentRuleOutcome {
  const { share, missing } = structureOf(facts);
  const present = STAR_PARTS.length - missing.length;
  const balance = present === 0 ? 0 : bandScore(share.action + share.result, ACTION_RESULT_SHARE, 0) / 100;
  const score = Math.round(20 * present + 20 * balance);
  const first = (part: StarPartName) => facts.sentences.find((s) => s.part === part);
  const findings = [];
  // The task is often implied by the situation ('the backlog was 40 tickets'): its absence alone is no finding.
  if (missing.some((part) => part !== 'task')) {
    const last = facts.sentences.at(-1);
    const seekTo = missing.includes('result') || missing.includes('action') ? last : facts.sentences[0];
    findings.push(
      contentFinding('structure', 'improvement', {
        headline: `STAR: ${missing.join(', ')} missing`,
        text: `Of situation, task, action and result, ${present} of 4 came through: ${missing.map((p) => WHAT_IS_MISSING[p]).join('; ')}.`,
        quote: seekTo ? quoteWords(seekTo.words) : null,
        at: seekTo?.start ?? facts.start,
        count: missing.length,
      }),
    );
  }
  const situation = first('situation');
  if (situation && share.situation >= SITUATION_HEAVY_SHARE) {
    const firstAction = first('action') ?? first('task');
    const seconds = share.situation * facts.duration;
    const then = firstAction ? `; the ${firstAction.part} started at ${formatTime(firstAction.start)}` : '';
    findings.push(
      contentFinding('structure', 'improvement', {
        headline: `${percent(share.situation)} situation`,
        text: `${percent(share.situation)} of the answer (${formatTime(seconds)} of ${formatTime(facts.duration)}) was situation${then}. Set the scene in a sentence or two and spend the time on what you did.`,
        quote: quoteWords(situation.words),
        at: firstAction?.start ?? situation.start,
        seconds: round(seconds),
      }),
    );
  }
  const result = first('result');
  if (result && facts.duration >= LATE_RESULT_MIN_ANSWER_SECONDS) {
    const left = ownSeconds(facts.input, result.start, facts.end);
    if (left <= LATE_RESULT_SHARE * facts.duration) {
      findings.push(
        contentFinding('structure', 'improvement', {
          headline: `result in the last ${Math.round(left)} s`,
          text: `The result came in the last ${Math.round(left)} s of ${formatTime(facts.duration)}: give the outcome room — what changed, by how much, what you learned.`,
          quote: quoteWords(result.words),
          at: result.start,
          seconds: round(left),
        }),
      );
    }
  }
  if (findings.length === 0 && missing.length === 0) {
    const action = first('action');
    findings.push(
      contentFinding('structure', 'strength', {
        headline: 'complete STAR answer',
        text: `All four STAR parts in order of time: situation ${percent(share.situation)}, task ${percent(share.task)}, action ${percent(share.action)}, result ${percent(share.result)}.`,
        quote: action ? quoteWords(action.words) : null,
        at: action?.start ?? facts.start,
        count: 4,
      }),
    );
  }
  return { score, findings };
}

function percent(fraction: number): string {
  return `${Math.round(fraction * 100)} %`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
