import type { ResultView } from '../../lib/analysis-result/result-view.ts';

/** The measured parts of an analysis as 0–100 figures, with the words the coach's guidance is found by. */
function measuredParts(view: Pick<ResultView, 'videoMetrics' | 'audioMetrics'>): Array<{ label: string; value: number }> {
  const v = view.videoMetrics;
  const a = view.audioMetrics;
  const parts: Array<[string, number | null]> = [
    ['eye contact', v.average_eye_contact_score === null ? null : v.average_eye_contact_score * 100],
    ['posture', v.average_posture_score === null ? null : v.average_posture_score * 100],
    ['engagement', v.average_engagement_score === null ? null : v.average_engagement_score * 100],
    ['speech clarity', a.clarity_score],
    ['voice tone', a.tone_score],
    ['volume', a.volume_score],
    ['confidence', a.confidence_score],
    ['articulation', a.articulation_score],
    ['fluency', a.fluency_score],
  ];
  return parts.flatMap(([label, value]) => (value === null ? [] : [{ label, value }]));
}

/**
 * The question 'Ask Coach for Help' asks for this analysis: about its weakest measured part, with
 * the figure, so the coach's answer starts from this recording rather than from generic advice.
 */
export function coachQuestionFor(name: string, view: Pick<ResultView, 'videoMetrics' | 'audioMetrics' | 'overallScore'>): string {
  const weakest = measuredParts(view).sort((x, y) => x.value - y.value)[0];
  const overall = view.overallScore === null ? '' : ` (overall ${view.overallScore.toFixed(1)}%)`;
  if (!weakest) return `What should I work on after my analysis "${name}"${overall}?`;
  return `How can I improve my ${weakest.label}? In my analysis "${name}"${overall} it scored ${weakest.value.toFixed(1)}%, my lowest part.`;
}
