import { COACH_QUICK_QUESTIONS } from '@rehearse/contract/coach';
import type { GuidanceSearch } from './guidance-search.ts';
import type { GuidancePassage } from './knowledge-base.ts';
import { STAR_PARTS, type MetricKey, type MetricSummary, type PerformanceProfile } from './performance-profile.ts';

type QuickQuestion = (typeof COACH_QUICK_QUESTIONS)[number];

/** The quick question a text is (ignoring case, spacing and end punctuation), if any. */
export function matchQuickQuestion(question: string): QuickQuestion | null {
  const norm = (s: string) => s.toLowerCase().replace(/[\s?.!]+$/g, '').replace(/\s+/g, ' ').trim();
  return COACH_QUICK_QUESTIONS.find((q) => norm(q) === norm(question)) ?? null;
}

/** Which metrics and which guidance each quick question is about. */
const QUICK_FOCUS: Record<QuickQuestion, { metrics: MetricKey[]; query: string }> = {
  'How can I improve my interview confidence?': { metrics: ['confidence', 'volume', 'tone', 'eye_contact'], query: 'confidence nerves voice rehearsal' },
  'What are the key areas I should focus on?': { metrics: [], query: 'focus weakest area practice plan' },
  'Can you analyze my recent interview performance?': { metrics: [], query: 'read scores progress trend' },
  'Give me tips for better body language': { metrics: ['eye_contact', 'posture', 'engagement'], query: 'body language posture gestures camera eye contact' },
  'How can I improve my speech clarity?': { metrics: ['clarity', 'articulation', 'fluency', 'volume'], query: 'speech clarity articulation volume sentences' },
};

/** Guidance to pull in when a metric is the user's weakest. */
const METRIC_QUERY: Record<MetricKey, string> = {
  eye_contact: 'eye contact camera lens',
  posture: 'posture sitting body language',
  engagement: 'engagement energy expression',
  clarity: 'speech clarity articulation',
  tone: 'confidence voice tone',
  volume: 'volume microphone audio',
  confidence: 'confidence voice nerves',
  articulation: 'articulation mumbling diction',
  fluency: 'fluency warm up voice',
};

export function formatScore(value: number | null): string {
  return value === null ? 'not measured' : `${value.toFixed(1)}%`;
}

export function formatChange(value: number): string {
  return `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(1)} points`;
}

/** 75.4 → '1:15' (the time stamp in the recording). */
export function formatTimestamp(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function band(value: number): string {
  return value >= 80 ? 'strong' : value >= 60 ? 'solid, with room to improve' : 'a clear focus area';
}

function metricLine(m: MetricSummary): string {
  const latest = m.latest === null ? 'not measured in the latest recording' : `${formatScore(m.latest)} in your latest analysis`;
  const trend = m.change === null ? '' : ` (${formatChange(m.change)} since your first)`;
  return `- **${m.label}**: ${latest}${trend} — ${band(m.latest ?? m.average)}`;
}

function paceLine(profile: PerformanceProfile): string | null {
  if (profile.pace === null) return null;
  const wpm = Math.round(profile.pace);
  const verdict = wpm > 160 ? 'a little fast; aim for 120–160' : wpm < 110 ? 'on the slow side; aim for 120–160' : 'within the comfortable 120–160 range';
  return `- **Pace**: ${wpm} words per minute — ${verdict}`;
}

function fillerLine(profile: PerformanceProfile): string {
  const f = profile.fillers;
  if (f.total === 0) return '- **Filler words**: none detected in your latest recording — excellent control';
  const words = f.words.length ? ` (${f.words.map((w) => `"${w.word}" ×${w.count}`).join(', ')})` : '';
  const times = f.times.length ? `, at ${f.times.slice(0, 6).map(formatTimestamp).join(', ')}${f.times.length > 6 ? ' …' : ''}` : '';
  const rate = f.perMinute === null ? '' : ` — ${f.perMinute.toFixed(1)} per minute`;
  return `- **Filler words**: ${f.total}${words}${times}${rate}`;
}

function starLine(profile: PerformanceProfile): string | null {
  const gaps = profile.starGaps;
  if (!gaps) return null;
  const missed = STAR_PARTS.filter((p) => gaps.missing[p] > 0).sort((a, b) => gaps.missing[b] - gaps.missing[a]);
  if (!missed.length) return `- **STAR structure**: all four parts were present in your ${gaps.answers} mock-interview answers`;
  const parts = missed.map((p) => `${p[0]!.toUpperCase()}${p.slice(1)} missing in ${gaps.missing[p]} of ${gaps.answers}`).join('; ');
  return `- **STAR structure**: ${parts} mock-interview answers`;
}

function guidanceSection(passages: readonly GuidancePassage[]): string {
  if (!passages.length) return '';
  return `\n\n### Guidance\n${passages.map((p) => `**${p.title}.** ${p.text}`).join('\n\n')}`;
}

function pickGuidance(search: GuidanceSearch, queries: readonly string[], limit: number): GuidancePassage[] {
  const chosen: GuidancePassage[] = [];
  for (const q of queries) {
    for (const hit of search.search(q, limit)) {
      if (chosen.length >= limit) return chosen;
      if (!chosen.some((c) => c.id === hit.passage.id)) {
        chosen.push(hit.passage);
        break;
      }
    }
  }
  return chosen;
}

function overviewLines(profile: PerformanceProfile): string[] {
  const lines = [`- **Latest overall score**: ${formatScore(profile.latestOverall)} ("${profile.latest.name}")`];
  if (profile.count > 1) {
    lines.push(`- **Average over ${profile.count} analyses**: ${formatScore(profile.averageOverall)}; best ${formatScore(profile.bestOverall)}`);
    if (profile.overallChange !== null) lines.push(`- **Trend**: ${formatChange(profile.overallChange)} from your first analysis to your latest`);
  }
  return lines;
}

function noDataAnswer(question: string, search: GuidanceSearch): string {
  const first = search.get('scores-more-data');
  const quick = matchQuickQuestion(question);
  const related = search.search(quick ? QUICK_FOCUS[quick].query : question, 3).map((h) => h.passage).filter((p) => p.id !== first?.id);
  return (
    "You don't have any completed analyses yet, so I can't quote your own numbers. " +
    '**First step:** upload a one- to two-minute recording of yourself answering a common question (for example "Tell me about yourself") on the Upload page, or start a mock interview. ' +
    'Once it is analysed I can tell you exactly where you stand.' +
    guidanceSection(related.slice(0, 2))
  );
}

/**
 * The built-in coach: answers from the user's own measurements and the knowledge base. Quick
 * questions get a dedicated answer; any other question gets the best-ranked guidance plus a
 * snapshot of the user's numbers.
 */
export function builtInAnswer(question: string, profile: PerformanceProfile | null, search: GuidanceSearch): string {
  if (!profile) return noDataAnswer(question, search);
  const quick = matchQuickQuestion(question);
  const weakest = profile.weakest[0];
  const strongest = profile.strongest[0];

  if (quick === 'What are the key areas I should focus on?') {
    const focus = profile.weakest.slice(0, 3);
    const lines = focus.map(metricLine);
    const fillerHeavy = (profile.fillers.perMinute ?? 0) > 3;
    if (fillerHeavy) lines.push(fillerLine(profile));
    const star = starLine(profile);
    if (star && profile.starGaps && STAR_PARTS.some((p) => profile.starGaps!.missing[p] > 0)) lines.push(star);
    const keep = strongest ? `\n\nKeep doing what works: **${strongest.label}** averages ${formatScore(strongest.average)}.` : '';
    const guidance = pickGuidance(search, [...focus.map((m) => METRIC_QUERY[m.key]), ...(fillerHeavy ? ['filler words pause'] : []), QUICK_FOCUS[quick].query], 3);
    return `Across your ${profile.count} ${profile.count === 1 ? 'analysis' : 'analyses'}, these are your lowest-scoring areas — work on them first:\n\n${lines.join('\n')}${keep}${guidanceSection(guidance)}`;
  }

  if (quick === 'Can you analyze my recent interview performance?') {
    const r = profile.latest.result;
    const lines = [
      `- **Overall**: ${formatScore(profile.latestOverall)} — ${profile.latestOverall === null ? 'not measured' : band(profile.latestOverall)}`,
      `- **Video performance**: ${formatScore(r.video.performance_score)}; **audio performance**: ${formatScore(r.audio.performance_score)}`,
    ];
    if (profile.previous) {
      const prev = profile.previous.result.overall_score;
      if (prev !== null && profile.latestOverall !== null) lines.push(`- **Compared with "${profile.previous.name}"**: ${formatChange(profile.latestOverall - prev)}`);
    }
    const eye = profile.metrics.find((m) => m.key === 'eye_contact');
    if (eye) lines.push(metricLine(eye));
    const pace = paceLine(profile);
    if (pace) lines.push(pace);
    lines.push(fillerLine(profile));
    const star = starLine(profile);
    if (star) lines.push(star);
    if (strongest && weakest && strongest.key !== weakest.key) {
      lines.push(`- **Strongest**: ${strongest.label} (${formatScore(strongest.latest ?? strongest.average)}); **weakest**: ${weakest.label} (${formatScore(weakest.latest ?? weakest.average)})`);
    }
    const guidance = pickGuidance(search, [weakest ? METRIC_QUERY[weakest.key] : 'practice plan', 'practice plan improve'], 2);
    return `Here is your latest analysis, "${profile.latest.name}":\n\n${lines.join('\n')}${guidanceSection(guidance)}`;
  }

  if (quick) {
    const focus = QUICK_FOCUS[quick];
    const lines = focus.metrics.flatMap((key) => {
      const m = profile.metrics.find((x) => x.key === key);
      return m ? [metricLine(m)] : [];
    });
    if (quick === 'How can I improve my interview confidence?' || quick === 'How can I improve my speech clarity?') {
      const pace = paceLine(profile);
      if (pace) lines.push(pace);
      lines.push(fillerLine(profile));
    }
    if (quick === 'Give me tips for better body language') {
      const seen = profile.latest.result.quality.face_visible_ratio;
      if (seen !== null) lines.push(`- **Face visible**: in ${(seen * 100).toFixed(0)}% of your latest recording`);
    }
    if (!lines.length) lines.push('- These areas were not measured in your recordings yet (the face or voice was not clear enough).');
    const lowest = focus.metrics
      .map((key) => profile.metrics.find((m) => m.key === key))
      .filter((m): m is MetricSummary => m !== undefined)
      .sort((a, b) => (a.latest ?? a.average) - (b.latest ?? b.average))[0];
    const lead = lowest ? `Your lowest score here is **${lowest.label}** at ${formatScore(lowest.latest ?? lowest.average)}, so start there.` : '';
    const guidance = pickGuidance(search, [...(lowest ? [METRIC_QUERY[lowest.key]] : []), focus.query, focus.query], 3);
    return `From your ${profile.count === 1 ? 'analysis' : `${profile.count} analyses`}:\n\n${lines.join('\n')}\n\n${lead}${guidanceSection(guidance)}`.replace(/\n\n\n/g, '\n\n');
  }

  const hits = search.search(question, 3).map((h) => h.passage);
  const numbers = [...overviewLines(profile)];
  if (weakest) numbers.push(`- **Weakest area**: ${weakest.label} at ${formatScore(weakest.latest ?? weakest.average)}`);
  if (strongest && strongest.key !== weakest?.key) numbers.push(`- **Strongest area**: ${strongest.label} at ${formatScore(strongest.latest ?? strongest.average)}`);
  const topics = new Set(hits.map((h) => h.topic));
  if (topics.has('pace')) numbers.push(paceLine(profile) ?? '- **Pace**: not measured');
  if (topics.has('filler-words')) numbers.push(fillerLine(profile));
  if (topics.has('star-method')) numbers.push(starLine(profile) ?? '- **STAR structure**: no mock-interview answers checked yet');
  const intro = hits.length ? "Here's what helps most with that:" : "I don't have specific guidance for that question, but here is where you stand:";
  return `${intro}${guidanceSection(hits).replace('\n\n### Guidance', '')}\n\n### Your numbers\n${numbers.join('\n')}`;
}
