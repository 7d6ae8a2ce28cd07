import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { CONTENT_PARTS } from '@rehearse/contract/answer-content';
import { contentSummaryOf } from '@rehearse/contract/content-summary';
import { formatPoints } from '@rehearse/contract/number-format';
import { OVERALL_PARTS, overallMakeupNote, type OverallPart } from '@rehearse/contract/overall-makeup';
import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { OVERALL_PART_LABELS } from '@rehearse/contract/overall-makeup-texts';
import { overallWeights } from '@rehearse/contract/overall-weights';
import { analysisWithWhen } from './analysis-when.ts';
import { formatChange, formatMetric, formatScore } from './coach-format.ts';
import { asksWeakestAndStrongest } from './compare-answers-answer.ts';
import { CONTENT_PART_LABELS } from './content-part-labels.ts';
import { partScoresOf } from './part-scores.ts';
import { METRIC_LABELS, metricValue, overallOf, type CoachAnalysis, type MetricKey } from './performance-profile.ts';

/** The measures under each part, compared when that part explains a gap. */
const PART_METRICS: Record<Exclude<OverallPart, 'content'>, MetricKey[]> = {
  video: ['eye_contact', 'posture', 'engagement'],
  audio: ['clarity', 'fluency', 'confidence', 'articulation', 'tone', 'volume'],
};
const comparable = (a: CoachAnalysis, b: CoachAnalysis): boolean => overallMakeupNote(overallMakeupOf(a.result).parts, overallMakeupOf(b.result).parts) === null;

/**
 * Which two analyses a comparison is about: the two the question names (by their names), else for 'my weak … my strong
 * one' / 'worst … best' the lowest and highest overall among those that may be compared, else the latest two.
 * Oldest first in, in the order to explain out: the weaker first when their overalls may be compared.
 */
export function analysesToCompare(question: string, analyses: readonly CoachAnalysis[]): [CoachAnalysis, CoachAnalysis] | null {
  if (analyses.length < 2) return null;
  const q = question.toLowerCase();
  const named = analyses
    .map((a) => ({ a, at: q.indexOf(a.name.toLowerCase()) }))
    .filter((x) => x.a.name.trim().length > 0 && x.at >= 0)
    .sort((x, y) => x.at - y.at)
    .map((x) => x.a);
  let pair: [CoachAnalysis, CoachAnalysis];
  if (named.length >= 2) pair = [named[0]!, named[1]!];
  else if (asksWeakestAndStrongest(q)) {
    const complete = analyses.filter((a) => overallMakeupOf(a.result).complete && overallOf(a.result) !== null);
    const pool = complete.length >= 2 ? complete : analyses.filter((a) => overallOf(a.result) !== null);
    const sorted = [...(pool.length >= 2 ? pool : analyses)].sort((a, b) => (overallOf(a.result) ?? 0) - (overallOf(b.result) ?? 0));
    pair = [sorted[0]!, sorted.at(-1)!];
  } else pair = [analyses.at(-2)!, analyses.at(-1)!];
  const [a, b] = pair;
  const oa = overallOf(a.result);
  const ob = overallOf(b.result);
  if (comparable(a, b) && oa !== null && ob !== null && oa > ob) return [b, a];
  return pair;
}

function weightsOf(result: AnalysisResult, scores: Record<OverallPart, number | null>): Record<OverallPart, number> {
  const w = result.component_weights ?? overallWeights({ video: scores.video !== null, audio: scores.audio !== null, content: scores.content !== null });
  return { video: w.video, audio: w.audio, content: w.content ?? 0 };
}

/** The measures under a part where the first analysis fell furthest behind the second, largest first. */
function underlying(part: OverallPart, a: AnalysisResult, b: AnalysisResult): string[] {
  const rows: Array<{ label: string; a: string; b: string; gap: number }> = [];
  if (part === 'content') {
    const ca = contentSummaryOf(a)?.parts;
    const cb = contentSummaryOf(b)?.parts;
    for (const p of CONTENT_PARTS) {
      const x = ca?.[p] ?? null;
      const y = cb?.[p] ?? null;
      if (x !== null && y !== null && x < y) rows.push({ label: CONTENT_PART_LABELS[p], a: formatScore(x), b: formatScore(y), gap: y - x });
    }
  } else {
    for (const key of PART_METRICS[part]) {
      const x = metricValue(a, key);
      const y = metricValue(b, key);
      if (x !== null && y !== null && x < y) rows.push({ label: METRIC_LABELS[key].toLowerCase(), a: formatMetric(key, x), b: formatMetric(key, y), gap: y - x });
    }
    if (part === 'audio' && a.fillers.length > b.fillers.length) rows.push({ label: 'filler words', a: `${a.fillers.length}`, b: `${b.fillers.length}`, gap: 0 });
  }
  return rows
    .sort((x, y) => y.gap - x.gap)
    .slice(0, 2)
    .map((r) => `${r.label} ${r.a} against ${r.b}`);
}

/** Two overalls that tie have no gap to explain: only which parts, if any, balanced each other out. */
function tieSentence(a: CoachAnalysis, b: CoachAnalysis, sa: Record<OverallPart, number | null>, sb: Record<OverallPart, number | null>): string {
  const differ = (lower: (x: number, y: number) => boolean) =>
    OVERALL_PARTS.filter((p) => sa[p] !== null && sb[p] !== null && formatScore(sa[p]) !== formatScore(sb[p]) && lower(sa[p], sb[p])).map((p) => OVERALL_PART_LABELS[p].toLowerCase());
  const lower = differ((x, y) => x < y);
  const higher = differ((x, y) => x > y);
  const same = `The two tie overall at ${formatScore(overallOf(a.result))}, so there is no gap to explain`;
  if (lower.length === 0 || higher.length === 0) return `${same}.`;
  return `${same}: ${analysisWithWhen(a)} scored lower on ${lower.join(' and ')} and higher on ${higher.join(' and ')} than ${analysisWithWhen(b)}, and the two balance out.`;
}

/**
 * Why one analysis scored below another, part by part: each part's two scores, and which part differences explain the
 * gap (each part's weight in the overall × its difference), with the measures under them. Two overalls made of
 * different parts are never compared: the answer says so in the report's words and compares the parts both measured.
 */
export function compareAnswer(question: string, analyses: readonly CoachAnalysis[]): string {
  const pair = analysesToCompare(question, analyses);
  if (!pair) {
    return analyses.length === 1
      ? `You have one analysis so far, ${analysisWithWhen(analyses[0]!)}: record another answer and I can compare the two part by part.`
      : 'You have no analyses yet: record two answers and I can compare them part by part.';
  }
  const [a, b] = pair;
  const sa = partScoresOf(a.result);
  const sb = partScoresOf(b.result);
  const oa = overallOf(a.result);
  const ob = overallOf(b.result);
  const makeupNote = overallMakeupNote(overallMakeupOf(a.result).parts, overallMakeupOf(b.result).parts);
  const lines: string[] = [];
  const tied = !makeupNote && oa !== null && ob !== null && formatScore(oa) === formatScore(ob);
  if (makeupNote || oa === null || ob === null) {
    lines.push(`- **Overall**: ${formatScore(oa)} and ${formatScore(ob)} — ${makeupNote ?? 'one of them has no overall, so they are not compared.'}`);
  } else if (tied) {
    lines.push(`- **Overall**: ${formatScore(oa)} each — a tie`);
  } else {
    lines.push(`- **Overall**: ${formatScore(oa)} against ${formatScore(ob)} (${formatChange(oa - ob)})`);
  }
  for (const part of OVERALL_PARTS) {
    const x = sa[part];
    const y = sb[part];
    const label = OVERALL_PART_LABELS[part];
    if (x === null && y === null) lines.push(`- **${label}**: measured in neither`);
    else if (x === null || y === null) lines.push(`- **${label}**: ${formatScore(x)} against ${formatScore(y)} — measured in only one, so not compared`);
    else lines.push(`- **${label}**: ${formatScore(x)} against ${formatScore(y)} (${formatChange(x - y)})`);
  }
  const weights = weightsOf(b.result, sb);
  const behind = OVERALL_PARTS.flatMap((part) => {
    const x = sa[part];
    const y = sb[part];
    return x === null || y === null || x >= y ? [] : [{ part, points: (makeupNote ? 1 : weights[part]) * (y - x), gap: y - x }];
  }).sort((p, q) => q.points - p.points);
  const head = `Comparing ${analysisWithWhen(a)} with ${analysisWithWhen(b)}, part by part:\n\n${lines.join('\n')}`;
  if (tied) return `${head}\n\n${tieSentence(a, b, sa, sb)}`;
  if (behind.length === 0) return `${head}\n\nNo part that both measured scored lower in ${analysisWithWhen(a)}.`;
  const explained = behind.map(({ part, points, gap }) => {
    const under = underlying(part, a.result, b.result);
    const share = makeupNote || oa === null || ob === null ? `${formatPoints(gap)} lower` : `about ${formatPoints(points)} of the overall's gap`;
    return `- **${OVERALL_PART_LABELS[part]}** (${share})${under.length ? `: ${under.join('; ')}` : ''}`;
  });
  return `${head}\n\n### What explains it\n${explained.join('\n')}`;
}
