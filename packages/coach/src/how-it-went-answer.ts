import { formatClock } from '@rehearse/contract/number-format';
import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { OVERALL_PART_LABELS, incompleteOverallNote } from '@rehearse/contract/overall-makeup-texts';
import { OVERALL_PARTS } from '@rehearse/contract/overall-makeup';
import { analysisWithWhen } from './analysis-when.ts';
import { band, formatScore } from './coach-format.ts';
import { fixFirstLine } from './fix-first-answer.ts';
import { partScoresOf, rankedParts } from './part-scores.ts';
import { overallOf, type CoachAnalysis } from './performance-profile.ts';
import { answersOf } from './answers-content-answer.ts';

/** The first finding of a kind that cites the recording, with its quote and time: the report's own evidence. */
function evidence(analysis: CoachAnalysis, kind: 'strength' | 'improvement'): string | null {
  for (const { label, content } of answersOf(analysis)) {
    const f = content.findings.find((x) => x.kind === kind && (x.quote !== null || x.at !== null)) ?? content.findings.find((x) => x.kind === kind);
    if (!f) continue;
    const at = f.at === null ? '' : ` at ${formatClock(f.at)}`;
    const quote = f.quote ? ` — ${f.quote}${at}` : at ? ` —${at}` : '';
    return `${f.text}${quote}${label.startsWith('Q') ? ` (${label})` : ''}`;
  }
  return null;
}

/** The answer to 'how did my last interview go?': the analysis's overall, its parts, its best and weakest part, the report's evidence and its Fix first. */
export function howItWentAnswer(analysis: CoachAnalysis): string {
  const r = analysis.result;
  const makeup = overallMakeupOf(r);
  const overall = overallOf(r);
  const note = incompleteOverallNote(makeup);
  const scores = partScoresOf(r);
  const lines = [
    `- **Overall**: ${overall === null ? 'not measured' : note ? `${formatScore(overall)} — ${note}` : `${formatScore(overall)} — ${band(overall)}`}`,
    `- **Parts**: ${OVERALL_PARTS.map((p) => `${OVERALL_PART_LABELS[p]} ${formatScore(scores[p])}`).join(', ')}`,
  ];
  const ranked = rankedParts(r);
  const best = ranked[0];
  const weakest = ranked.at(-1);
  if (best && weakest && best.part !== weakest.part) {
    lines.push(`- **Best part**: ${best.label} at ${formatScore(best.score)}; **weakest part**: ${weakest.label} at ${formatScore(weakest.score)}`);
  }
  const strength = evidence(analysis, 'strength');
  if (strength) lines.push(`- **What worked**: ${strength}`);
  const improvement = evidence(analysis, 'improvement');
  if (improvement) lines.push(`- **What to change**: ${improvement}`);
  if (!improvement && r.fillers.length > 0) lines.push(`- **Filler words**: ${r.fillers.length}, the first at ${formatClock(r.fillers[0]!.start)}`);
  const fix = fixFirstLine(analysis);
  return `How ${analysisWithWhen(analysis)} went:\n\n${lines.join('\n')}${fix ? `\n\n**${fix}**` : ''}`;
}
