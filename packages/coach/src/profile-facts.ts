import { formatWpm } from '@rehearse/contract/number-format';
import { formatChange, formatMetric, formatScore, formatTimestamp } from './coach-format.ts';
import { answersContentFacts } from './answers-content-answer.ts';
import { STAR_PARTS, type PerformanceProfile } from './performance-profile.ts';

/** The user's measurements as plain lines, for a model prompt. */
export function profileFacts(profile: PerformanceProfile | null): string {
  if (!profile) return 'The user has no completed analyses yet; suggest uploading a first recording or starting a mock interview.';
  const lines = [
    `Analyses: ${profile.count}. Latest: "${profile.latest.name}" on ${profile.latest.date.slice(0, 10)}, overall ${formatScore(profile.latestOverall)}${profile.latestOverallNote ? ` (${profile.latestOverallNote} Do not call it an overall score or compare it with complete ones.)` : ''}.`,
    `Average overall over ${profile.completeOveralls} complete overalls ${formatScore(profile.averageOverall)}, best ${formatScore(profile.bestOverall)}${profile.overallChange === null ? '' : `, trend ${formatChange(profile.overallChange)}`}.`,
    ...profile.metrics.map((m) =>
      m.latest === null
        ? `${m.label}: not judged in the latest analysis (never call it weakest or strongest); average over earlier analyses ${formatMetric(m.key, m.average)}.`
        : `${m.label}: latest ${formatMetric(m.key, m.latest)}, average ${formatMetric(m.key, m.average)}${m.change === null ? '' : `, change ${formatChange(m.change)}`}.`,
    ),
    ...(profile.weakest.length > 1 ? [`Weakest in the latest analysis: ${profile.weakest[0]!.label}; strongest: ${profile.strongest[0]!.label}.`] : []),
    `Pace: ${profile.pace === null ? 'not measured' : formatWpm(profile.pace)}.`,
    `Filler words in the latest recording: ${profile.fillers.total}${profile.fillers.words.length ? ` (${profile.fillers.words.map((w) => `${w.word} ×${w.count}`).join(', ')})` : ''}${profile.fillers.times.length ? ` at ${profile.fillers.times.slice(0, 8).map(formatTimestamp).join(', ')}` : ''}.`,
  ];
  if (profile.starGaps) {
    lines.push(`STAR check over ${profile.starGaps.answers} answers, times each part was missing: ${STAR_PARTS.map((p) => `${p} ${profile.starGaps!.missing[p]}`).join(', ')}.`);
  }
  lines.push(...answersContentFacts(profile));
  return lines.join('\n');
}
