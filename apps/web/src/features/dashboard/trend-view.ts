import type { TrendPoint } from '@rehearse/contract/analysis-trend';
import { formatScore } from '@rehearse/contract/number-format';

/** One point of the dashboard's progress chart. Null: not measured there (a gap in that line, never a 0). */
export interface TrendRow {
  /** Date (with the time when two analyses share a day), for the axis. */
  label: string;
  name: string;
  /** Only a complete overall is drawn on the overall line (decision 050). */
  Overall: number | null;
  Video: number | null;
  Audio: number | null;
  Content: number | null;
}

/** The series the chart draws, each with the colour the compare charts use for it. */
export const TREND_SERIES = [
  { key: 'Overall', name: 'Overall (complete only)', colour: '#4f46e5' },
  { key: 'Video', name: 'Video', colour: '#0ea5e9' },
  { key: 'Audio', name: 'Audio', colour: '#10b981' },
  { key: 'Content', name: 'Answer content', colour: '#d97706' },
] as const;

const round1 = (v: number | null): number | null => (v === null ? null : Math.round(v * 10) / 10);

function dateLabel(iso: string, all: readonly string[]): string {
  const day = new Date(iso).toLocaleDateString();
  const twins = all.filter((t) => new Date(t).toLocaleDateString() === day).length;
  return twins > 1 ? `${day} ${new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}` : day;
}

/** The chart's rows, oldest first as the server gives them; an incomplete overall is left off the overall line. */
export function trendRows(points: readonly TrendPoint[]): TrendRow[] {
  const times = points.map((p) => p.start_time);
  return points.map((p) => ({
    label: dateLabel(p.start_time, times),
    name: p.display_name,
    Overall: p.overall_complete ? round1(p.overall_score) : null,
    Video: round1(p.video_score),
    Audio: round1(p.audio_score),
    Content: round1(p.content_score),
  }));
}

/**
 * What the chart shows, in a sentence (also its text alternative): the first and latest complete overall, and how many
 * incomplete overalls are left off the line.
 */
export function trendSentence(points: readonly TrendPoint[]): string {
  const complete = points.filter((p) => p.overall_complete && p.overall_score !== null);
  const apart = points.filter((p) => !p.overall_complete && p.overall_score !== null).length;
  const first = complete[0];
  const last = complete.at(-1);
  const line =
    first && last && complete.length >= 2
      ? `Your overall went from ${formatScore(first.overall_score!)} to ${formatScore(last.overall_score!)} over ${complete.length} complete overalls.`
      : complete.length === 1
        ? `One complete overall so far (${formatScore(first!.overall_score!)}): the overall line starts with your next one.`
        : 'No complete overall yet: the parts are drawn, the overall line starts with your first complete one.';
  const left = apart > 0 ? ` ${apart} ${apart === 1 ? 'overall that lacks a part is' : 'overalls that lack a part are'} left off the overall line; ${apart === 1 ? 'its' : 'their'} parts are drawn.` : '';
  return `${line}${left}`;
}
