import type { FeedbackInput } from './feedback-input.ts';
import type { Finding } from './finding.ts';
import { formatDecimal, formatPercent } from './format-number.ts';

/** Headlines named in the summary per kind. */
const NAMED = 2;

/** The insights summary: the scores, the strongest points, the largest gaps, and what could not be measured. */
export function summarize(input: FeedbackInput, strengths: readonly Finding[], problems: readonly Finding[]): string {
  const { overallScore, video, audio, transcript } = input;
  const sentences: string[] = [];
  if (overallScore === null) {
    sentences.push('No overall score: neither the video nor the speech could be measured.');
  } else {
    const { contentScore, weights } = input;
    if (contentScore !== undefined && contentScore !== null && weights?.content !== undefined) {
      const parts = [
        video.performance_score === null ? null : `video ${formatDecimal(video.performance_score)} (${formatPercent(weights.video)})`,
        audio.performance_score === null ? null : `audio ${formatDecimal(audio.performance_score)} (${formatPercent(weights.audio)})`,
        `answer content ${formatDecimal(contentScore)} (${formatPercent(weights.content)})`,
      ].filter((p): p is string => p !== null);
      sentences.push(`Overall score ${formatDecimal(overallScore)}/100, weighted from ${parts.join(', ')}.`);
    } else {
      const parts = [
        video.performance_score === null ? null : `video ${formatDecimal(video.performance_score)}`,
        audio.performance_score === null ? null : `audio ${formatDecimal(audio.performance_score)}`,
      ].filter((p): p is string => p !== null);
      const why = contentScore === null ? '; the answer content could not be judged, so it is not part of the overall' : '';
      sentences.push(`Overall score ${formatDecimal(overallScore)}/100 (${parts.join(', ')}${why}).`);
    }
  }
  const improvements = problems.filter((f) => f.kind === 'improvement');
  const unmeasured = problems.filter((f) => f.kind === 'unmeasured');
  if (strengths.length > 0) sentences.push(`Strongest: ${headlines(strengths)}.`);
  if (improvements.length > 0) sentences.push(`Most to gain: ${headlines(improvements)}.`);
  if (unmeasured.length > 0) sentences.push(`Recording issues: ${headlines(unmeasured)}.`);
  if (audio.metrics.words_estimated && audio.metrics.word_count !== null) {
    sentences.push(`No transcript was available, so the word count (${audio.metrics.word_count}) and pace are estimates from syllable counts (±25%) and no quotes are given.`);
  } else if (transcript === null && audio.metrics.word_count !== null) {
    sentences.push('No transcript was available, so no quotes are given.');
  }
  return sentences.join(' ');
}

function headlines(findings: readonly Finding[]): string {
  return findings
    .slice(0, NAMED)
    .map((f) => f.headline)
    .join('; ');
}
