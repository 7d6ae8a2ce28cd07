import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { formatRatioPercent, formatScore, NOT_MEASURED } from '@rehearse/contract/number-format';
import type { OverallMakeup } from '@rehearse/contract/overall-makeup';
import { contentSummaryOf } from '@rehearse/contract/content-summary';
import { fixFirstSentence, incompleteOverallFix, incompleteOverallLabel, incompleteOverallReason, leftOutSentence } from '@rehearse/contract/overall-makeup-texts';
import { overallWeights, weightPercents, type ComponentWeights } from '@rehearse/contract/overall-weights';
import { positionName } from '@rehearse/contract/mock-question-places';
import { TYPED_CONTENT_NOT_JUDGED } from '@rehearse/contract/mock-typed-answer';

/** One part of the overall score: its score as read and, for a single recording, the weight the engine gave it. */
export interface ScorePart {
  label: string;
  score: number | null;
  text: string;
  /** '50%'; null when the overall is not a weighted sum of the parts (a mock interview). */
  weight: string | null;
}

/** An overall that lacks a part it normally has (decision 050): what it is, why, and what to do. */
export interface IncompleteOverall {
  /** 'Delivery only', 'Video only'… shown in place of the score's band. */
  label: string;
  /** 'content not judged: too few words were heard clearly'. */
  reason: string;
  fix: string | null;
}

/** What the headline says the overall score is made of. */
export interface ScoreBreakdown {
  overall: number | null;
  parts: ScorePart[];
  /** How the parts make the overall, in a sentence. */
  basis: string;
  /** Set when the overall lacks a part: it is then named for what it is, not banded like a complete one. */
  incomplete?: IncompleteOverall | null;
  /** 'Fix first: answer content (19.7%) — …'; null when nothing holds the overall back or it is not known. */
  fixFirst?: string | null;
  /** A mock interview's answers left out of its overall, in a sentence. */
  leftOut?: string | null;
}

type Scores = Pick<AnalysisResult, 'overall_score' | 'component_weights' | 'content'> & {
  /** A mock interview's answers: its recorded answers whose content was judged bring Answer Content into their score. */
  questions?: ReadonlyArray<Pick<MockQuestionResult, 'skipped' | 'typed' | 'content'> & Partial<Pick<MockQuestionResult, 'question_key' | 'follow_up_of'>>> | null;
  video: Pick<AnalysisResult['video'], 'performance_score'>;
  audio: Pick<AnalysisResult['audio'], 'performance_score'>;
};

/** `weight` is a whole percent (weightPercents: the shown weights add up to 100). */
const part = (label: string, score: number | null, weight: number | null): ScorePart => ({
  label,
  score,
  text: score === null ? NOT_MEASURED : formatScore(score),
  weight: weight === null ? null : formatRatioPercent(weight),
});

const percents = (weights: ComponentWeights): ComponentWeights => weightPercents(weights);

/** What the makeup adds to a breakdown: the incomplete overall named, the part to fix first, answers left out. */
function makeupFields(makeup: OverallMakeup | null, questions: Scores['questions']): Pick<ScoreBreakdown, 'incomplete' | 'fixFirst' | 'leftOut'> {
  if (!makeup) return {};
  const label = incompleteOverallLabel(makeup);
  // The answers are named as the report labels them: a follow-up with its question's number.
  const name = positionName(questions);
  return {
    incomplete: label ? { label, reason: incompleteOverallReason(makeup, name), fix: incompleteOverallFix(makeup) } : null,
    fixFirst: fixFirstSentence(makeup.fix_first, makeup),
    // Only a complete mock overall leaves answers out; an incomplete one is the mean of them all.
    leftOut: makeup.complete ? leftOutSentence(makeup.left_out, name) : null,
  };
}

/**
 * The overall score and its parts. A single recording's overall is the engine's weighted sum of video and
 * audio: the weights are the ones it recorded (results stored before it recorded them: the same rule
 * recomputed). A mock interview's overall is the length-weighted mean of its answers' overall scores.
 * `makeup` (overallMakeupOf the result) says whether the overall lacks a part and which part to fix first.
 */
export function scoreBreakdown(result: Scores, mockAnswers: number | null, makeup: OverallMakeup | null = null): ScoreBreakdown {
  const typed = typedAnswersOf(result);
  // No recorded answer was scored: the overall is not measured, and says why in words (never an empty reason).
  if (mockAnswers === 0) return typed.count > 0 ? typedOnlyBreakdown(result, typed) : { overall: result.overall_score, parts: [], basis: NO_RECORDED_ANSWER };
  // The answers named as left out of a mock overall are not among those it is the mean of.
  const inOverall = mockAnswers === null ? null : mockAnswers - (makeup?.complete ? (makeup.left_out?.length ?? 0) : 0);
  const breakdown = partsBreakdown(result, inOverall, mockAnswers, typed.count > 0);
  const basis = mockAnswers !== null && typed.count > 0 ? `${breakdown.basis} ${typedSentence(typed.count)}` : breakdown.basis;
  return { ...breakdown, basis, ...makeupFields(makeup, result.questions) };
}

/** Said when a mock interview has no recorded answer with a score (all skipped, or none analysed). */
export const NO_RECORDED_ANSWER = 'No recorded answer was analysed, so there is no overall score.';

/** A mock interview's typed answers: how many, and the mean of the content scores of those judged. */
function typedAnswersOf(result: Scores): { count: number; judged: number; content: number | null } {
  const typed = (result.questions ?? []).filter((q) => !q.skipped && q.typed);
  const scores = typed.flatMap((q) => (q.content?.status === 'judged' && q.content.score !== null ? [q.content.score] : []));
  const content = scores.length === 0 ? null : Math.round((scores.reduce((s, v) => s + v, 0) / scores.length) * 10) / 10;
  return { count: typed.length, judged: scores.length, content };
}

const typedSentence = (count: number): string =>
  `${count === 1 ? 'Your typed answer is' : `Your ${count} typed answers are`} judged on what ${count === 1 ? 'it says' : 'they say'} only and ${count === 1 ? 'is' : 'are'} not part of the overall.`;

/**
 * A mock interview answered only by typing: its one measured figure is the typed answers' content; video, audio and
 * the overall are measured from recordings, so they are not measured, and the basis says so in words.
 */
function typedOnlyBreakdown(result: Scores, typed: { count: number; judged: number; content: number | null }): ScoreBreakdown {
  const over = typed.judged === 1 ? 'of the judged answer' : `the mean over ${typed.judged} judged answers`;
  const all = typed.count === 1 ? 'Your answer was typed' : `All ${typed.count} answers were typed`;
  const notJudged = `content not judged: ${TYPED_CONTENT_NOT_JUDGED.why(typed.count)}. ${TYPED_CONTENT_NOT_JUDGED.fix}`;
  return {
    overall: result.overall_score,
    parts: [part('Answer Content', typed.content, null)],
    basis: `${all}${typed.judged > 0 ? `: Answer Content (${over}) is what ${typed.count === 1 ? 'it' : 'they'} said.` : `; ${notJudged}`} Video, audio and the overall score are measured from recorded answers, so there are none here.`,
  };
}

/**
 * Which answered questions a mock overall is made of, counted the way the report counts answered questions: "1 of your
 * 2 answered questions" when some are left out (the left-out sentence says which and why).
 */
export function mockOverallBasis(inOverall: number, answered: number, typedBeside = false): string {
  const of = inOverall === answered ? 'your' : `${inOverall} of your`;
  // Beside typed answers (answered too, in no overall) the overall's answers are named for what sets them apart.
  const questions = typedBeside ? `${answered} recorded ${answered === 1 ? 'answer' : 'answers'}` : `${answered} answered ${answered === 1 ? 'question' : 'questions'}`;
  return inOverall === 1 ? `The overall score of ${of} ${questions}.` : `The mean of the overall scores of ${of} ${questions}, each weighted by its length.`;
}

function partsBreakdown(result: Scores, mockAnswers: number | null, answered: number | null, typedBeside: boolean): ScoreBreakdown {
  const video = result.video.performance_score;
  const audio = result.audio.performance_score;
  if (mockAnswers !== null) {
    const mean = mockOverallBasis(mockAnswers, answered ?? mockAnswers, typedBeside);
    // The report's answer scores include their content where it was judged: show it, with its weight. The same mean
    // as the report's summary, fix-first and compare (contentSummaryOf): recorded answers only, never a typed one.
    const content = contentSummaryOf({ questions: result.questions });
    if (content && content.score !== null) {
      const judged = content.answers;
      // Every weight the judged answers' scores use is shown, never the content's alone.
      const weights = percents(overallWeights({ video: video !== null, audio: audio !== null, content: true }));
      const weight = weights.content ?? null;
      const which = judged === mockAnswers ? (mockAnswers === 1 ? 'the answer' : 'each answer') : `the ${judged === 1 ? 'answer' : `${judged} answers`} whose content was judged`;
      return {
        overall: result.overall_score,
        parts: [part('Video Performance', video, video === null ? null : weights.video), part('Audio Performance', audio, audio === null ? null : weights.audio), part('Answer Content', content.score, weight)],
        basis: `${mean} Answer Content (${judged === 1 ? 'of the judged answer' : `the mean over ${judged} judged answers`}) weighs ${weight === null ? '' : formatRatioPercent(weight)} in ${which}, beside video and audio.`,
      };
    }
    return {
      overall: result.overall_score,
      parts: [part('Video Performance', video, null), part('Audio Performance', audio, null)],
      basis: mean,
    };
  }
  const recorded = result.component_weights ?? overallWeights({ video: video !== null, audio: audio !== null });
  const weights = percents(recorded);
  const measured = [video !== null && recorded.video > 0, audio !== null && recorded.audio > 0];
  const content = result.content?.score ?? null;
  if (weights.content !== undefined && content !== null) {
    return {
      overall: result.overall_score,
      parts: [part('Video Performance', video, weights.video), part('Audio Performance', audio, weights.audio), part('Answer Content', content, weights.content)],
      basis: `${video === null ? 'Audio performance' : audio === null ? 'Video performance' : 'Video and audio performance'} and what your answer said, weighted as shown.`,
    };
  }
  return {
    overall: result.overall_score,
    parts: [part('Video Performance', video, weights.video), part('Audio Performance', audio, weights.audio)],
    basis:
      measured[0] && measured[1]
        ? 'Video and audio performance, weighted as shown.'
        : measured[0] || measured[1]
          ? `Only ${measured[0] ? 'video' : 'audio'} performance could be measured, so it makes the whole score.`
          : 'Neither video nor audio performance could be measured.',
  };
}
