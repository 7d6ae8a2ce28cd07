import type { ContentStructure } from '@rehearse/contract/answer-content';
import { STAR_PARTS, type StarPartName } from '@rehearse/contract/mock-result';
import { formatTime } from '../../feedback/format-time.ts';
import { ownSeconds, type AnswerFacts, type StarredSentence } from '../answer-facts.ts';
import { bandScore, contentFinding, type ContentRuleOutcome } from '../content-rule.ts';
import { answerLengthText, answerSeconds } from '../answer-length-text.ts';
import { quoteWords } from '../quote-words.ts';

/** At least this share of the time on situation and the scene crowds out the rest. */
export const SITUATION_HEAVY_SHARE = 0.5;
/** Action and result together get at least this share in a balanced answer (full marks for balance). */
export const ACTION_RESULT_SHARE = 0.4;
/** The outcome has to come in the last part of the story: a result sentence ending before this share of the answer was a turn in the middle, and the story stops before how it ended. */
export const OUTCOME_BY = 0.7;
/** Under this share of the question's target time (12 s of a minute) there is no room for a story of four parts. */
export const TOO_SHORT_FOR_STORY = 0.2;
/** An answer this many times its target whose result starts in its last AFTERTHOUGHT_AT share gives the outcome as an afterthought. */
export const AFTERTHOUGHT_LENGTH = 1.5;
export const AFTERTHOUGHT_AT = 0.85;

/** The parts whose absence is a finding: a story with no action of the speaker's or no outcome. */
type StoryPart = Extract<StarPartName, 'action' | 'result'>;

const WHAT_IS_MISSING: Record<StoryPart, string> = {
  action: 'no action (what you did yourself, in the past tense: "I called…")',
  result: 'no result (how it ended: what changed, by how much, what you learned)',
};

/**
 * The sentences that give the story's outcome: a result told first (toldFirst), a measured result between actions
 * (measuredAfterAction), and results that end in the last part of the story — up to its last
 * sentence with a STAR part or a past scene, so a closing remark in the present ('so yeah, that's who I am') does not
 * push the outcome into the middle, while a story that moves on after it ('it was a busy spring') does.
 */
export function finalResults(facts: AnswerFacts): StarredSentence[] {
  const storyEnd = facts.sentences.findLast((s) => s.part !== null || s.doing.scene !== null)?.end ?? facts.end;
  const storySeconds = ownSeconds(facts.input, facts.start, storyEnd);
  return facts.sentences.filter((s, i) => s.shows.includes('result') && (ownSeconds(facts.input, facts.start, s.end) >= OUTCOME_BY * storySeconds || toldFirst(facts.sentences, i) || measuredAfterAction(facts.sentences, i)));
}

/**
 * A measured outcome between the speaker's actions ('we rolled it back and checkout recovered within twenty minutes…
 * on monday we ran a postmortem'): the story has its result even when follow-up steps come after it. An outcome that
 * is not measured in the middle of the story (a finding, someone's reaction) is a turn, and one after which the story
 * moves on to something else ('it was a busy spring') is left behind.
 */
export function measuredAfterAction(sentences: readonly StarredSentence[], i: number): boolean {
  const s = sentences[i]!;
  return s.shows.includes('result') && s.doing.measured === true && sentences.slice(0, i).some((e) => e.shows.includes('action')) && sentences.slice(i + 1).some((e) => e.shows.includes('action'));
}

/** A result told before the story ('so the short version is we cut late deliveries by half'): what the speaker achieved, before any scene, goal or action. */
export function toldFirst(sentences: readonly StarredSentence[], i: number): boolean {
  const s = sentences[i]!;
  return s.shows.includes('result') && s.doing.ownAchievement === true && sentences.slice(0, i).every((e) => e.doing.scene === null && e.doing.goal === null && e.doing.action === null);
}

/** The structure as the result stores it: each sentence's part, quote and reason, the time shares, the missing parts. */
export function structureOf(facts: AnswerFacts): ContentStructure {
  const share = Object.fromEntries(
    STAR_PARTS.map((part) => [part, round(facts.sentences.filter((s) => s.part === part).reduce((sum, s) => sum + s.seconds, 0) / facts.duration)]),
  ) as ContentStructure['share'];
  const outcome = finalResults(facts).length > 0;
  return {
    sentences: facts.sentences.map((s) => ({ start: s.start, end: s.end, part: s.part, quote: quoteWords(s.words), reason: s.reason })),
    share,
    missing: STAR_PARTS.filter((part) => (part === 'result' ? !outcome : !facts.sentences.some((s) => s.part === part || s.shows.includes(part)))),
  };
}

/**
 * STAR sentence by sentence (docs/SCORING.md §Content): 20 points per part heard, 20 for giving action and result
 * at least ACTION_RESULT_SHARE of the time. Findings: no action or no outcome at the end (a missing situation or task
 * alone is no finding: both are often implied), an answer too short for a story, a scene that takes half the answer,
 * an outcome given as an afterthought at the end of a long answer; or a complete story. Unmeasured when the question
 * asks for no situation lived through (question-asks-for-story.ts).
 */
export function structureRule(facts: AnswerFacts): ContentRuleOutcome {
  // A question about an approach, a view or a plan ('How do you handle pressure?') owes no story to judge as STAR.
  if (!facts.story) return { score: null, findings: [] };
  const { share, missing } = structureOf(facts);
  const present = STAR_PARTS.length - missing.length;
  const balance = present === 0 ? 0 : bandScore(share.action + share.result, ACTION_RESULT_SHARE, 0) / 100;
  const target = facts.input.targetSeconds;
  const first = (part: StarPartName) => facts.sentences.find((s) => s.part === part);
  const last = facts.sentences.at(-1);
  const findings = [];
  const tooShort = target !== undefined && target > 0 && answerSeconds(facts) < TOO_SHORT_FOR_STORY * target;
  const story = missing.filter((part): part is StoryPart => part === 'action' || part === 'result');
  if (story.length > 0 || tooShort) {
    // Only the action and the result are named: a situation or task the reading missed is often implied (no finding
    // alone), and naming it beside them would tell a story that has them that it has not.
    const told = story.length > 0 ? `the story has ${story.map((p) => WHAT_IS_MISSING[p]).join(' and ')}` : `all four parts in ${answerLengthText(facts)}, too briefly to follow`;
    // Without a quote the finding's own time says where: written into the text as well, the card would show it twice.
    const lastQuote = last ? quoteWords(last.words) : null;
    const stops = missing.includes('result') && last ? (lastQuote ? ` The story stops at ${lastQuote}.` : ' The story stops before saying how it ended.') : '';
    findings.push(
      contentFinding('structure', 'improvement', {
        // The headline names every part the text names as missing: the PDF prints the two side by side.
        headline: story.length > 0 ? `STAR: ${story.join(', ')} missing` : `STAR in ${formatTime(answerSeconds(facts))}`,
        text: `Of situation, task, action and result, ${told}.${stops}${tooShort ? ` ${answerLengthText(facts)} is too short for a story the interviewer can follow: give each part a sentence or two.` : ''}`,
        quote: lastQuote,
        at: last?.start ?? facts.start,
        count: Math.max(1, story.length),
      }),
    );
  }
  const situation = first('situation');
  if (situation && share.situation >= SITUATION_HEAVY_SHARE) {
    const firstAction = first('action') ?? first('task');
    const seconds = share.situation * facts.duration;
    // The share is of the speaking time: beside a recording's length (which holds silences too) it is named as such.
    const whole = facts.input.recordedSeconds === undefined ? answerLengthText(facts) : `${formatTime(facts.duration)} speaking time`;
    const then = firstAction ? `; the ${firstAction.part} started at ${formatTime(firstAction.start)}` : '';
    findings.push(
      contentFinding('structure', 'improvement', {
        headline: `${percent(share.situation)} situation`,
        text: `${percent(share.situation)} of the answer (${formatTime(seconds)} of ${whole}) was situation${then}. Set the scene in a sentence or two and spend the time on what you did.`,
        quote: quoteWords(situation.words),
        at: firstAction?.start ?? situation.start,
        seconds: round(seconds),
      }),
    );
  }
  const outcome = finalResults(facts)[0];
  if (outcome && target !== undefined && facts.duration >= AFTERTHOUGHT_LENGTH * target) {
    const left = ownSeconds(facts.input, outcome.start, facts.end);
    if (left <= (1 - AFTERTHOUGHT_AT) * facts.duration) {
      findings.push(
        contentFinding('structure', 'improvement', {
          headline: `result in the last ${Math.round(left)} s`,
          text: `The result came only in the last ${Math.round(left)} s of ${answerLengthText(facts)}, after the rest of the story: give the outcome room — what changed, by how much, what you learned.`,
          quote: quoteWords(outcome.words),
          at: outcome.start,
          seconds: round(left),
        }),
      );
    }
  }
  const complete = !missing.includes('situation') && !missing.includes('action') && !missing.includes('result');
  if (findings.length === 0 && complete) {
    const action = first('action');
    findings.push(
      contentFinding('structure', 'strength', {
        headline: missing.length === 0 ? 'complete STAR answer' : 'complete story',
        text: `${missing.length === 0 ? 'All four STAR parts' : 'Situation, action and result'}${toldInOrder(facts) ? ' in order of time' : ''}: situation ${percent(share.situation)}, task ${percent(share.task)}, action ${percent(share.action)}, result ${percent(share.result)}.`,
        quote: action ? quoteWords(action.words) : null,
        at: action?.start ?? facts.start,
        count: present,
      }),
    );
  }
  const score = Math.round(20 * present + 20 * balance);
  const cap = story.length > 0 ? UNFINISHED_STORY_MAX : findings.some((f) => f.kind === 'improvement') ? FLAGGED_PART_MAX : 100;
  return { score: Math.min(score, cap), findings };
}

/** A part with an improvement finding scores at most this: what needs fixing cannot read as fine. */
export const FLAGGED_PART_MAX = 50;
/**
 * A story with no action of the speaker's or no outcome scores at most this: what came of it is what an interviewer
 * asks a STAR answer for, so a story that stops before it is weaker than one that is only unbalanced or long-winded.
 */
export const UNFINISHED_STORY_MAX = 20;

function percent(fraction: number): string {
  return `${Math.round(fraction * 100)} %`;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Whether the parts heard came in the order situation, task, action, result: each part's first sentence (the result's:
 * the outcome the story ends with) starts no earlier than the one before it.
 */
export function toldInOrder(facts: AnswerFacts): boolean {
  const starts = STAR_PARTS.flatMap((part) => {
    const sentence = part === 'result' ? finalResults(facts)[0] : facts.sentences.find((s) => s.part === part);
    return sentence ? [sentence.start] : [];
  });
  return starts.every((start, i) => i === 0 || start >= starts[i - 1]!);
}
