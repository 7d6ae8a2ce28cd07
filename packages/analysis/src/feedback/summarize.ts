import type { FeedbackInput } from './feedback-input.ts';
import type { Finding } from './finding.ts';
import { incompleteOverallLabel, incompleteOverallReason, incompleteOverallFix, fixFirstSentence } from '@rehearse/contract/overall-makeup-texts';
import { overallWeights, weightPercents } from '@rehearse/contract/overall-weights';
import { formatDecimal } from './format-number.ts';

/** Headlines named in the summary per kind. */
const NAMED = 2;

/** The insights summary: the scores, the strongest points, the largest gaps, and what could not be measured. */
export function summarize(input: FeedbackInput, strengths: readonly Finding[], problems: readonly Finding[]): string {
  const { overallScore, audio, transcript } = input;
  const sentences: string[] = [];
  if (overallScore === null) {
    sentences.push('No overall score: neither the video nor the speech could be measured.');
  } else {
    sentences.push(overallSentence(input, overallScore));
    const fix = input.makeup ? fixFirstSentence(input.makeup.fix_first, input.makeup) : null;
    if (fix && input.makeup?.complete) sentences.push(fix);
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

/**
 * How the overall was made: 'Overall score 59/100, weighted from video 80 (20%), audio 60 (30%), answer content 50 (50%).'
 * Without a part it normally has, it is named for what it is ('Delivery only: 85.2/100 from video 90 (40%) and audio
 * 79.6 (60%); content not judged: …') and is not called an overall (decision 050).
 */
function overallSentence(input: FeedbackInput, overallScore: number): string {
  const { video, audio, contentScore, makeup } = input;
  const content = contentScore ?? null;
  const weights = weightPercents(input.weights ?? overallWeights({ video: video.performance_score !== null, audio: audio.performance_score !== null, content: content !== null }));
  const measured = [
    video.performance_score === null ? null : { name: 'video', score: video.performance_score, weight: weights.video },
    audio.performance_score === null ? null : { name: 'audio', score: audio.performance_score, weight: weights.audio },
    content === null || weights.content === undefined ? null : { name: 'answer content', score: content, weight: weights.content },
  ].filter((p) => p !== null);
  const from =
    measured.length === 1
      ? ` from ${measured[0]!.name} ${formatDecimal(measured[0]!.score)} alone`
      : `, weighted from ${measured.map((p) => `${p.name} ${formatDecimal(p.score)} (${p.weight}%)`).join(', ')}`;
  const label = makeup ? incompleteOverallLabel(makeup) : null;
  if (makeup && label) {
    const fix = incompleteOverallFix(makeup);
    return `${label}: ${formatDecimal(overallScore)}/100${from}; ${incompleteOverallReason(makeup)}, so it is not a complete overall score.${fix ? ` ${fix}` : ''}`;
  }
  return `Overall score ${formatDecimal(overallScore)}/100${from}.`;
}

function headlines(findings: readonly Finding[]): string {
  return findings
    .slice(0, NAMED)
    .map((f) => f.headline)
    .join('; ');
}
