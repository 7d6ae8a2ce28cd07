import { formatFrameShare, formatScore } from '@rehearse/contract/number-format';
import type { ResultView } from '../../lib/analysis-result/result-view.ts';

/**
 * The measured parts of an analysis as 0–100 figures (to find the weakest), each with the words the coach's guidance
 * is found by and the figure as every screen reads it: shares of frames as whole percents, scores with one decimal.
 */
function measuredParts(view: Pick<ResultView, 'videoMetrics' | 'audioMetrics'>): Array<{ label: string; value: number; text: string }> {
  const v = view.videoMetrics;
  const a = view.audioMetrics;
  const share = (label: string, fraction: number | null) => (fraction === null ? [] : [{ label, value: fraction * 100, text: formatFrameShare(fraction) }]);
  const score = (label: string, value: number | null) => (value === null ? [] : [{ label, value, text: formatScore(value) }]);
  return [
    ...share('eye contact', v.average_eye_contact_score),
    ...share('posture', v.average_posture_score),
    ...share('engagement', v.average_engagement_score),
    ...score('speech clarity', a.clarity_score),
    ...score('voice tone', a.tone_score),
    ...score('volume', a.volume_score),
    ...score('confidence', a.confidence_score),
    ...score('articulation', a.articulation_score),
    ...score('fluency', a.fluency_score),
  ];
}

/**
 * The question 'Ask Coach for Help' asks for this analysis: about its weakest measured part, with
 * the figure, so the coach's answer starts from this recording rather than from generic advice.
 */
export function coachQuestionFor(name: string, view: Pick<ResultView, 'videoMetrics' | 'audioMetrics' | 'overallScore'>): string {
  const weakest = measuredParts(view).sort((x, y) => x.value - y.value)[0];
  const overall = view.overallScore === null ? '' : ` (overall ${formatScore(view.overallScore)})`;
  if (!weakest) return `What should I work on after my analysis "${name}"${overall}?`;
  return `How can I improve my ${weakest.label}? In my analysis "${name}"${overall} it scored ${weakest.text}, my lowest part.`;
}
