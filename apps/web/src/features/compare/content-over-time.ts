import { CONTENT_PARTS, type ContentPart } from '@rehearse/contract/answer-content';
import type { ComparedAnalysis } from '@rehearse/contract/analysis-api';
import { formatScore, NOT_JUDGED, shownScore } from '@rehearse/contract/number-format';
import { CONTENT_PART_LABELS } from '../../components/answer-content/content-labels.ts';
import { changeBetween, chartLabels, type Change } from './compare-view.ts';

export interface ContentCell {
  value: number | null;
  text: string;
}

export interface ContentRow {
  key: 'score' | ContentPart;
  label: string;
  /** One per analysis, earlier → later. */
  cells: ContentCell[];
  /** From the earliest to the latest analysis where it was measured (at least two), of the shown figures; null without two. */
  change: Change | null;
}

export interface ContentOverTime {
  /** The analyses earlier → later, named as the charts name them. */
  columns: Array<{ id: string; full: string; short: string; title: string; stamp: string | null }>;
  rows: ContentRow[];
  /** How many of the analyses had their content judged. */
  judged: number;
}

const cell = (value: number | null): ContentCell => ({ value, text: value === null ? NOT_JUDGED : formatScore(value) });

function row(key: ContentRow['key'], label: string, values: Array<number | null>): ContentRow {
  const measured = values.filter((v): v is number => v !== null);
  const change = measured.length >= 2 ? changeBetween(shownScore(measured[0]!), shownScore(measured.at(-1)!)) : null;
  return { key, label, cells: values.map(cell), change };
}

/**
 * The content score and its parts across the compared analyses, earlier → later (by start time, as the side-by-side
 * reads). An analysis whose content was not judged — before content was judged, too little clear speech — reads
 * 'Not judged' in every row, never 0, and is left out of the change.
 */
export function contentOverTime(analyses: readonly ComparedAnalysis[]): ContentOverTime {
  const dated = [...analyses].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time));
  const labels = chartLabels(dated);
  return {
    columns: dated.map((a, i) => ({ id: a.session_id, full: labels[i]?.full ?? '', short: labels[i]?.short ?? '', title: labels[i]?.title ?? '', stamp: labels[i]?.stamp ?? null })),
    rows: [
      row('score', 'Content score', dated.map((a) => a.content_score)),
      ...CONTENT_PARTS.map((part) => row(part, CONTENT_PART_LABELS[part], dated.map((a) => a.content_parts?.[part] ?? null))),
    ],
    judged: dated.filter((a) => a.content_score !== null).length,
  };
}
