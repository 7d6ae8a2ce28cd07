import type { Filler } from '@rehearse/contract/analysis-result';
import { FILLERS_PER_MINUTE_LIMIT, fillersPerMinute, fillersWithinLimit } from '@rehearse/contract/filler-rate';
import { FILLER_RATE_BAND } from '../../audio/scores/filler-rate.ts';
import { bandGap } from '../band-gap.ts';
import { PRACTICE_SECONDS } from '../feedback-bands.ts';
import type { FeedbackInput } from '../feedback-input.ts';
import type { Finding } from '../finding.ts';
import { countedSeconds, countedSpan } from '../counted-time.ts';
import { countOf, formatDecimal } from '../format-number.ts';
import { formatTime } from '../format-time.ts';
import { quoteNear } from '../quote-near.ts';

/** Time stamps listed for one filler word. */
const TIMES_LISTED = 3;

/**
 * Filler words per minute against the ≤ 2 per minute limit, with counts per word, time stamps and a quote. The finding,
 * its practice target and the mock report's advice judge by the one limit, as a rate: a count in a short recording
 * is never set against a count for a minute.
 */
export function fillersRule({ audio, fillers, transcript }: FeedbackInput): Finding[] {
  const count = audio.metrics.filler_words;
  // In an interview the fillers counted are the user's own, so their rate is over the user's own speaking time.
  const duration = countedSeconds(audio.metrics);
  if (count === null || duration <= 0) return [];
  const perMinute = fillersPerMinute(count, duration) ?? 0;
  const limit = FILLERS_PER_MINUTE_LIMIT;
  const span = countedSpan(audio.metrics);
  const acousticOnly = transcript === null;
  const caveat = acousticOnly ? ' (without a transcript only held "uh"/"um" sounds could be counted, not words such as "like")' : '';
  if (count === 0) {
    return [
      {
        kind: 'strength',
        weight: 1,
        headline: 'no filler words',
        text: `No filler words in ${span}${audio.metrics.own_time === undefined ? ' of recording' : ''}${caveat}.`,
        recommendation: `Keep pausing silently instead of filling, as here (0 fillers in ${span}).`,
      },
    ];
  }
  if (fillersWithinLimit(count, duration)) {
    return [
      {
        kind: 'strength',
        weight: 0.8,
        headline: countOf(count, 'filler word'),
        text: `Only ${count} filler ${count === 1 ? 'word' : 'words'} in ${span} (${formatDecimal(perMinute)} per minute, within ${limit} per minute)${caveat}.`,
        recommendation: `Keep fillers under ${limit} per minute, as here (${formatDecimal(perMinute)}).`,
      },
    ];
  }
  const groups = groupByWord(fillers);
  const top = groups[0];
  const breakdown = groups
    .slice(0, 3)
    .map((g) => `${g.items.length} × ${label(g.word)}`)
    .join(', ');
  const firstQuoted = fillers.find((f) => f.method === 'transcript');
  const quote = firstQuoted ? quoteNear(transcript?.words, firstQuoted.start, firstQuoted.end) : null;
  const example = quote && firstQuoted ? `, e.g. ${quote} at ${formatTime(firstQuoted.start)}` : '';
  const topTimes = top ? ` (${times(top.items)})` : '';
  const topPart = top ? `, ${top.items.length} of them ${label(top.word)}${topTimes}` : '';
  const targetCount = Math.round((limit * PRACTICE_SECONDS) / 60);
  return [
    {
      kind: 'improvement',
      weight: bandGap(perMinute, FILLER_RATE_BAND),
      headline: `${countOf(count, 'filler word')} (${formatDecimal(perMinute)}/min)`,
      text: `You used ${countOf(count, 'filler word')} in ${span} (${formatDecimal(perMinute)} per minute; up to ${limit} per minute sounds fluent): ${breakdown}${example}${caveat}.`,
      strategy: `Record a ${PRACTICE_SECONDS}-second answer and aim for at most ${countOf(targetCount, 'filler')} in it (${limit} per minute) — this time you had ${formatDecimal(perMinute)} per minute (${count} in ${span})${topPart}. Where you would say ${top ? label(top.word) : 'a filler'}, close your mouth and pause silently instead.`,
      recommendation: `Cut fillers from ${formatDecimal(perMinute)} to under ${limit} per minute.`,
    },
  ];
}

function groupByWord(fillers: readonly Filler[]): { word: string; items: Filler[] }[] {
  const groups = new Map<string, Filler[]>();
  for (const filler of [...fillers].sort((a, b) => a.start - b.start)) {
    const key = filler.word.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), filler]);
  }
  // Most frequent first; ties by first occurrence (the map keeps insertion order), so the order is deterministic.
  return [...groups.entries()].map(([word, items]) => ({ word, items })).sort((a, b) => b.items.length - a.items.length);
}

function label(word: string): string {
  return word === 'filled pause' ? 'held "uh"/"um" sounds' : `"${word}"`;
}

function times(items: readonly Filler[]): string {
  const listed = items.slice(0, TIMES_LISTED).map((f) => formatTime(f.start));
  return items.length > TIMES_LISTED ? `${listed.join(', ')}, …` : listed.join(', ');
}
