import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { formatDuration, formatFrameShare, formatWpm } from '@rehearse/contract/number-format';
import { formatScore } from '@rehearse/coach/coach-format';
import type { PromptMessage } from './prompt-message.ts';

function resultFacts(result: AnalysisResult): string {
  const a = result.audio.metrics;
  const v = result.video.metrics;
  const pct = (f: number | null) => (f === null ? 'not measured' : formatFrameShare(f));
  const weights = result.component_weights;
  // The model must not read the overall as video and audio alone when what was said is part of it.
  const madeOf = weights
    ? ` (weighted: ${[
        weights.video > 0 ? `video ${Math.round(weights.video * 100)}%` : null,
        weights.audio > 0 ? `audio ${Math.round(weights.audio * 100)}%` : null,
        weights.content !== undefined ? `answer content ${Math.round(weights.content * 100)}%` : null,
      ]
        .filter((p): p is string => p !== null)
        .join(', ')})`
    : '';
  const content = result.content?.score === null || result.content?.score === undefined ? '' : `, answer content ${formatScore(result.content.score)}`;
  return [
    `Overall ${formatScore(result.overall_score)}${madeOf}, video ${formatScore(result.video.performance_score)}, audio ${formatScore(result.audio.performance_score)}${content}.`,
    `Eye contact ${pct(v.average_eye_contact_score)}, posture ${pct(v.average_posture_score)}, engagement ${pct(v.average_engagement_score)}.`,
    `Pace ${a.speaking_pace === null ? 'not measured' : formatWpm(a.speaking_pace)}, filler words ${a.filler_words ?? 'not measured'}, duration ${formatDuration(a.duration)}.`,
    `Clarity ${formatScore(a.clarity_score)}, confidence ${formatScore(a.confidence_score)}, fluency ${formatScore(a.fluency_score)}.`,
    `Strengths found: ${result.llm_feedback.strengths.join('; ') || 'none'}. Improvements: ${result.llm_feedback.improvements.join('; ') || 'none'}.`,
  ].join('\n');
}

const SUMMARY_SYSTEM =
  'You write a short, specific summary (2–4 sentences, plain text, no headings) of an interview-practice recording for the person who recorded it. Quote the numbers given; never invent any.';

/** Messages asking a model for an analysis `insights.summary`. */
export function analysisSummaryMessages(result: AnalysisResult): PromptMessage[] {
  return [
    { role: 'system', content: SUMMARY_SYSTEM },
    { role: 'user', content: `Measurements of this recording:\n${resultFacts(result)}` },
  ];
}

/**
 * Messages asking a model for a compare `ai_insights.summary` (analyses oldest first). `overallMakeup` is compare's
 * sentence saying the earliest and latest overall scores are made of different parts (decision 043), or null: the
 * model is told, so that it does not call that change an improvement or a decline, as the built-in summary does not.
 */
export function comparisonSummaryMessages(
  analyses: ReadonlyArray<{ name: string; date: string; result: AnalysisResult }>,
  overallMakeup: string | null = null,
): PromptMessage[] {
  const recordings = analyses.map((a, i) => `Recording ${i + 1}: "${a.name}" (${a.date.slice(0, 10)})\n${resultFacts(a.result)}`).join('\n\n');
  const body =
    overallMakeup === null
      ? recordings
      : `${recordings}\n\nThe overall scores are not like for like: ${overallMakeup} Do not call the change of the overall score an improvement or a decline; compare the parts both recordings have.`;
  return [
    { role: 'system', content: `${SUMMARY_SYSTEM} Here several recordings are compared: say what improved, what declined and what to work on next.` },
    { role: 'user', content: body },
  ];
}
