import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { contentSummaryOf } from '@rehearse/contract/content-summary';
import { OVERALL_PARTS, type OverallPart } from '@rehearse/contract/overall-makeup';
import { OVERALL_PART_LABELS } from '@rehearse/contract/overall-makeup-texts';

/** The three parts an overall is made of, as the report shows them; null: not measured or not judged. */
export function partScoresOf(result: AnalysisResult): Record<OverallPart, number | null> {
  return { video: result.video.performance_score, audio: result.audio.performance_score, content: contentSummaryOf(result)?.score ?? null };
}

/** The measured parts, highest first (ties in the report's part order). */
export function rankedParts(result: AnalysisResult): Array<{ part: OverallPart; label: string; score: number }> {
  const scores = partScoresOf(result);
  return OVERALL_PARTS.flatMap((part) => {
    const score = scores[part];
    return score === null ? [] : [{ part, label: OVERALL_PART_LABELS[part], score }];
  }).sort((a, b) => b.score - a.score);
}
