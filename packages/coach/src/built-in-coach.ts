import { FILLERS_PER_MINUTE_LIMIT } from '@rehearse/contract/filler-rate';
import { COACH_QUICK_QUESTIONS } from '@rehearse/contract/coach';
import { overallMakeupNote } from '@rehearse/contract/overall-makeup';
import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { formatFrameShare, formatWpm } from '@rehearse/contract/number-format';
import { band, formatChange, formatMetric, formatScore, formatTimestamp, STRONG_SCORE } from './coach-format.ts';
import { guidanceSection, mayQuote, pickGuidance, type GuidanceFilter } from './guidance-section.ts';
import type { GuidanceSearch } from './guidance-search.ts';
import { asksAboutMyAnswers, myAnswersAnswer } from './answers-content-answer.ts';
import { asksAboutLastMock, lastMockAnswer } from './last-mock-answer.ts';
import { detectIntent, type CoachIntent } from './coach-intent.ts';
import { compareAnswer } from './compare-answer.ts';
import { asksAboutAnswers, compareAnswersAnswer } from './compare-answers-answer.ts';
import { fixFirstAnswer, fixFirstLine } from './fix-first-answer.ts';
import { howItWentAnswer } from './how-it-went-answer.ts';
import { howToAnswer } from './how-to-answer.ts';
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
  content: 'STAR structure story specifics result',
};

function metricLine(m: MetricSummary): string {
  const latest = m.latest === null ? 'not measured in the latest recording' : `${formatMetric(m.key, m.latest)} in your latest analysis`;
  const trend = m.change === null ? '' : ` (${formatChange(m.change)} since your first)`;
  return `- **${m.label}**: ${latest}${trend} — ${band(m.latest ?? m.average)}`;
}

function paceLine(profile: PerformanceProfile): string | null {
  if (profile.pace === null) return null;
  const wpm = Math.round(profile.pace);
  const verdict = wpm > 160 ? 'a little fast; aim for 120–160' : wpm < 110 ? 'on the slow side; aim for 120–160' : 'within the comfortable 120–160 range';
  return `- **Pace**: ${formatWpm(profile.pace)} — ${verdict}`;
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
  const answers = `${gaps.answers} checked ${gaps.answers === 1 ? 'answer' : 'answers'}`;
  if (!missed.length) return `- **STAR structure**: all four parts were present in your ${answers}`;
  const parts = missed.map((p) => `${p[0]!.toUpperCase()}${p.slice(1)} missing in ${gaps.missing[p]}`).join('; ');
  return `- **STAR structure**: ${parts} of your ${answers}`;
}

/** The latest overall as it reads, named for what it is when it lacks a part ('Delivery only — content not judged: …'). */
function latestOverallText(profile: PerformanceProfile): string {
  return profile.latestOverallNote ? `${formatScore(profile.latestOverall)} — ${profile.latestOverallNote}` : formatScore(profile.latestOverall);
}

function overviewLines(profile: PerformanceProfile): string[] {
  const lines = [`- **Latest overall score**: ${latestOverallText(profile)} ("${profile.latest.name}")`];
  if (profile.count > 1 && profile.completeOveralls > 0) {
    const over = profile.completeOveralls === profile.count ? `${profile.count} analyses` : `${profile.completeOveralls} complete overalls of your ${profile.count} analyses`;
    lines.push(`- **Average over ${over}**: ${formatScore(profile.averageOverall)}; best ${formatScore(profile.bestOverall)}`);
    if (profile.overallChange !== null) lines.push(`- **Trend**: ${formatChange(profile.overallChange)} from your first complete overall to your latest`);
  }
  return lines;
}

/**
 * What to look up, before any analysis, for a question about the user's own results: its words ('interview',
 * 'questions', 'last') match advice on interviews in general, so the guidance is looked up for what it asks instead.
 */
const NO_DATA_QUERY: Partial<Record<CoachIntent, string>> = {
  'how-it-went': 'read scores progress trend',
  'fix-first': QUICK_FOCUS['What are the key areas I should focus on?'].query,
  compare: 'tracking progress attempts compare',
};

function noDataAnswer(question: string, intent: CoachIntent | null, search: GuidanceSearch, filter: GuidanceFilter): string {
  const first = search.get('scores-more-data');
  const quick = matchQuickQuestion(question);
  const related = search
    .search(quick ? QUICK_FOCUS[quick].query : ((intent && NO_DATA_QUERY[intent]) ?? question), 6)
    .map((h) => h.passage)
    .filter((p) => p.id !== first?.id && mayQuote(p, filter));
  return (
    "You don't have any completed analyses yet, so I can't quote your own numbers. " +
    '**First step:** upload a one- to two-minute recording of yourself answering a common question (for example "Tell me about yourself") on the Upload page, or start a mock interview. ' +
    'Once it is analysed I can tell you exactly where you stand.' +
    guidanceSection(related.slice(0, 2))
  );
}

function focusAnswer(profile: PerformanceProfile, search: GuidanceSearch, filter: GuidanceFilter): string {
  // Only what is below "strong" is an area to work on; a user strong everywhere is told so.
  const now = (m: MetricSummary) => m.latest ?? m.average;
  const focus = profile.weakest
    .filter((m) => now(m) < STRONG_SCORE)
    .sort((a, b) => now(a) - now(b))
    .slice(0, 3);
  const lines = focus.map(metricLine);
  const fillerHeavy = (profile.fillers.perMinute ?? 0) > FILLERS_PER_MINUTE_LIMIT;
  if (fillerHeavy) lines.push(fillerLine(profile));
  const star = starLine(profile);
  if (star && profile.starGaps && STAR_PARTS.some((p) => profile.starGaps!.missing[p] > 0)) lines.push(star);
  const strong = profile.strongest.find((m) => now(m) >= STRONG_SCORE);
  const keep = strong ? `\n\nKeep doing what works: **${strong.label}** averages ${formatScore(strong.average)}.` : '';
  const queries = [...focus.map((m) => METRIC_QUERY[m.key]), ...(fillerHeavy ? ['filler words pause'] : []), QUICK_FOCUS['What are the key areas I should focus on?'].query];
  const guidance = pickGuidance(search, queries, 3, filter);
  const across = `Across your ${profile.count} ${profile.count === 1 ? 'analysis' : 'analyses'}`;
  if (!lines.length) {
    const lowest = profile.weakest[0];
    const stretch = lowest ? ` To push further, your lowest is **${lowest.label}** at ${formatScore(now(lowest))}.` : '';
    return `${across}, every measured area is strong (${STRONG_SCORE}% or more).${stretch}${keep}${guidanceSection(guidance)}`;
  }
  return `${across}, these are the areas below ${STRONG_SCORE}% — work on them first:\n\n${lines.join('\n')}${keep}${guidanceSection(guidance)}`;
}

/** The user's own figure on a knowledge-base topic, for a how-to on it. */
function topicFigure(topic: string, profile: PerformanceProfile): string | null {
  if (topic === 'star-method') return starLine(profile) ?? '- **STAR structure**: no answer had enough clear speech to check yet';
  if (topic === 'filler-words') return fillerLine(profile);
  if (topic === 'pace') return paceLine(profile);
  const metric = { 'eye-contact': 'eye_contact', confidence: 'confidence', 'speech-clarity': 'clarity', 'body-language': 'posture' }[topic] as MetricKey | undefined;
  const m = metric ? profile.metrics.find((x) => x.key === metric) : undefined;
  return m ? metricLine(m) : null;
}

/** What an answer knows besides the profile: the guidance earlier answers already gave (passage ids). */
export interface AnswerContext {
  given: ReadonlySet<string>;
}

/**
 * The built-in coach: answers from the user's own measurements and the knowledge base. Quick
 * questions get a dedicated answer; so do the common intents (coach-intent.ts): how the latest analysis went, why one
 * answer (asked about answers) or analysis scored below another, what to fix first (the report's own Fix first), and how to do something (with the
 * user's own words rebuilt); any other question gets the best-ranked guidance plus a snapshot of the user's numbers.
 * Guidance an earlier answer already gave is not repeated.
 */
export function builtInAnswer(question: string, profile: PerformanceProfile | null, search: GuidanceSearch, context: AnswerContext = { given: new Set() }): string {
  const filter: GuidanceFilter = { given: context.given, hasAnalyses: profile !== null };
  const quick = matchQuickQuestion(question);
  const intent = quick ? null : detectIntent(question);
  if (intent === 'how-to') return howToAnswer(question, profile?.analyses ?? [], search, filter, (topic) => (profile ? topicFigure(topic, profile) : null));
  if (!profile) return noDataAnswer(question, intent, search, filter);
  if (intent === 'compare') {
    const analyses = () => compareAnswer(question, profile.analyses);
    return asksAboutAnswers(question, profile.analyses) ? compareAnswersAnswer(question, profile.analyses, analyses) : analyses();
  }
  if (intent === 'fix-first') return fixFirstAnswer(profile.latest);
  if (!quick && asksAboutMyAnswers(question)) return myAnswersAnswer(profile);
  if (!quick && asksAboutLastMock(question)) return lastMockAnswer(profile, search, filter);
  if (intent === 'how-it-went') return howItWentAnswer(profile.latest);
  const weakest = profile.weakest[0];
  const strongest = profile.strongest[0];

  if (quick === 'What are the key areas I should focus on?') {
    // The report's own Fix first leads, so the coach never names another part first.
    const fix = fixFirstLine(profile.latest);
    return `${fix ? `**${fix}**\n\n` : ''}${focusAnswer(profile, search, filter)}`;
  }

  if (quick === 'Can you analyze my recent interview performance?') {
    const r = profile.latest.result;
    const lines = [
      `- **Overall**: ${profile.latestOverallNote ? latestOverallText(profile) : `${formatScore(profile.latestOverall)} — ${profile.latestOverall === null ? 'not measured' : band(profile.latestOverall)}`}`,
      `- **Video performance**: ${formatScore(r.video.performance_score)}; **audio performance**: ${formatScore(r.audio.performance_score)}`,
    ];
    if (profile.previous) {
      const prev = profile.previous.result.overall_score;
      // No change between overalls of different parts (decision 050).
      const alike = overallMakeupNote(overallMakeupOf(profile.previous.result).parts, overallMakeupOf(r).parts) === null;
      if (prev !== null && profile.latestOverall !== null && alike) lines.push(`- **Compared with "${profile.previous.name}"**: ${formatChange(profile.latestOverall - prev)}`);
    }
    const eye = profile.metrics.find((m) => m.key === 'eye_contact');
    if (eye) lines.push(metricLine(eye));
    const pace = paceLine(profile);
    if (pace) lines.push(pace);
    lines.push(fillerLine(profile));
    const star = starLine(profile);
    if (star) lines.push(star);
    if (strongest && weakest && strongest.key !== weakest.key) {
      lines.push(`- **Strongest**: ${strongest.label} (${formatMetric(strongest.key, strongest.latest ?? strongest.average)}); **weakest**: ${weakest.label} (${formatMetric(weakest.key, weakest.latest ?? weakest.average)})`);
    }
    const guidance = pickGuidance(search, [weakest ? METRIC_QUERY[weakest.key] : 'practice plan', 'practice plan improve'], 2, filter);
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
      if (seen !== null) lines.push(`- **Face visible**: in ${formatFrameShare(seen)} of your latest recording`);
    }
    if (!lines.length) lines.push('- These areas were not measured in your recordings yet (the face or voice was not clear enough).');
    const lowest = focus.metrics
      .map((key) => profile.metrics.find((m) => m.key === key))
      .filter((m): m is MetricSummary => m !== undefined)
      .sort((a, b) => (a.latest ?? a.average) - (b.latest ?? b.average))[0];
    const lead = lowest ? `Your lowest score here is **${lowest.label}** at ${formatMetric(lowest.key, lowest.latest ?? lowest.average)}, so start there.` : '';
    const guidance = pickGuidance(search, [...(lowest ? [METRIC_QUERY[lowest.key]] : []), focus.query, focus.query], 3, filter);
    return `From your ${profile.count === 1 ? 'analysis' : `${profile.count} analyses`}:\n\n${lines.join('\n')}\n\n${lead}${guidanceSection(guidance)}`.replace(/\n\n\n/g, '\n\n');
  }

  const hits = search
    .search(question, 10)
    .map((h) => h.passage)
    .filter((p) => mayQuote(p, filter))
    .slice(0, 3);
  const numbers = [...overviewLines(profile)];
  if (weakest) numbers.push(`- **Weakest area**: ${weakest.label} at ${formatMetric(weakest.key, weakest.latest ?? weakest.average)}`);
  if (strongest && strongest.key !== weakest?.key) numbers.push(`- **Strongest area**: ${strongest.label} at ${formatMetric(strongest.key, strongest.latest ?? strongest.average)}`);
  const topics = new Set(hits.map((h) => h.topic));
  if (topics.has('pace')) numbers.push(paceLine(profile) ?? '- **Pace**: not measured');
  if (topics.has('filler-words')) numbers.push(fillerLine(profile));
  if (topics.has('star-method')) numbers.push(starLine(profile) ?? '- **STAR structure**: no answer had enough clear speech to check yet');
  const intro = hits.length ? "Here's what helps most with that:" : "I don't have specific guidance for that question, but here is where you stand:";
  return `${intro}${guidanceSection(hits).replace('\n\n### Guidance', '')}\n\n### Your numbers\n${numbers.join('\n')}`;
}
