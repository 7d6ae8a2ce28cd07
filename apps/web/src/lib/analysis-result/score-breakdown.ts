import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { formatRatioPercent, formatScore, NOT_MEASURED } from '@rehearse/contract/number-format';
import { overallWeights } from '@rehearse/contract/overall-weights';

/** One part of the overall score: its score as read and, for a single recording, the weight the engine gave it. */
export interface ScorePart {
  label: string;
  score: number | null;
  text: string;
  /** '50%'; null when the overall is not a weighted sum of the parts (a mock interview). */
  weight: string | null;
}

/** What the headline says the overall score is made of. */
export interface ScoreBreakdown {
  overall: number | null;
  parts: ScorePart[];
  /** How the parts make the overall, in a sentence. */
  basis: string;
}

type Scores = Pick<AnalysisResult, 'overall_score' | 'component_weights' | 'content'> & {
  /** A mock interview's answers: those whose content was judged bring Answer Content into their score. */
  questions?: ReadonlyArray<{ skipped: boolean; content?: { score: number | null } }> | null;
  video: Pick<AnalysisResult['video'], 'performance_score'>;
  audio: Pick<AnalysisResult['audio'], 'performance_score'>;
};

const part = (label: string, score: number | null, weight: number | null): ScorePart => ({
  label,
  score,
  text: score === null ? NOT_MEASURED : formatScore(score),
  weight: weight === null ? null : formatRatioPercent(weight * 100),
});

/**
 * The overall score and its parts. A single recording's overall is the engine's weighted sum of video and
 * audio: the weights are the ones it recorded (results stored before it recorded them: the same rule
 * recomputed). A mock interview's overall is the length-weighted mean of its answers' overall scores.
 */
export function scoreBreakdown(result: Scores, mockAnswers: number | null): ScoreBreakdown {
  const video = result.video.performance_score;
  const audio = result.audio.performance_score;
  if (mockAnswers !== null) {
    const mean =
      mockAnswers === 1
        ? 'The overall score of your 1 answered question.'
        : `The mean of the overall scores of your ${mockAnswers} answered questions, each weighted by its length.`;
    // The report's answer scores include their content where it was judged (walk 23, finding 4): show it, with its weight.
    const judged = (result.questions ?? []).flatMap((q) => (!q.skipped && q.content?.score !== undefined && q.content.score !== null ? [q.content.score] : []));
    if (judged.length > 0) {
      const contentMean = Math.round((judged.reduce((a, b) => a + b, 0) / judged.length) * 10) / 10;
      const weight = overallWeights({ video: video !== null, audio: audio !== null, content: true }).content ?? null;
      const which = judged.length === mockAnswers ? (mockAnswers === 1 ? 'the answer' : 'each answer') : `the ${judged.length === 1 ? 'answer' : `${judged.length} answers`} whose content was judged`;
      return {
        overall: result.overall_score,
        parts: [part('Video Performance', video, null), part('Audio Performance', audio, null), part('Answer Content', contentMean, weight)],
        basis: `${mean} Answer Content (${judged.length === 1 ? 'of the judged answer' : `the mean over ${judged.length} judged answers`}) weighs ${weight === null ? '' : formatRatioPercent(weight * 100)} in ${which}, beside video and audio.`,
      };
    }
    return {
      overall: result.overall_score,
      parts: [part('Video Performance', video, null), part('Audio Performance', audio, null)],
      basis: mean,
    };
  }
  const weights = result.component_weights ?? overallWeights({ video: video !== null, audio: audio !== null });
  const measured = [video !== null && weights.video > 0, audio !== null && weights.audio > 0];
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
