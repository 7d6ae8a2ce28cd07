import type { ComparedAnalysis } from '@rehearse/contract/analysis-api';
import { describe, expect, it } from 'vitest';
import { contentOverTime } from './content-over-time.ts';

const parts = (structure: number, specifics: number | null): NonNullable<ComparedAnalysis['content_parts']> => ({
  structure,
  specifics,
  ownership: 100,
  hedging: 80,
  repetition: 100,
  length: 90,
  relevance: null,
  vocabulary: 70,
});
const analysis = (id: string, day: number, content: { score: number; parts: ComparedAnalysis['content_parts'] } | null): ComparedAnalysis => ({
  session_id: id,
  display_name: `${id}.mp4`,
  original_filename: `${id}.mp4`,
  start_time: `2026-11-${day}T10:00:00Z`,
  overall_score: 70,
  video_score: 70,
  audio_score: 70,
  eye_contact: 50,
  posture: 80,
  content_score: content?.score ?? null,
  content_parts: content?.parts ?? null,
  results: { combined: { timestamp: `2026-11-${day}T10:00:00Z`, overall_interview_score: 70 } },
});

describe('contentOverTime', () => {
  // Given in tick order, the latest first.
  const latest = analysis('c', 22, { score: 74.25, parts: parts(80, 60) });
  const unjudged = analysis('b', 21, null);
  const first = analysis('a', 20, { score: 58, parts: parts(40, null) });
  const view = contentOverTime([latest, unjudged, first]);
  const rowOf = (key: string) => view.rows.find((r) => r.key === key)!;

  it('reads earlier → later, one row for the score and one per part, labelled as the answer card labels them', () => {
    expect(view.columns.map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(view.rows.map((r) => r.label)).toEqual([
      'Content score',
      'Structure (STAR)',
      'Specifics',
      'Ownership ("I" vs "we")',
      'Few hedges',
      'Few repeats',
      'Length',
      'Relevance',
      'Vocabulary',
    ]);
    expect(view.judged).toBe(2);
  });

  it('says "Not judged" for an analysis without judged content and for a part that was not judged, never 0', () => {
    expect(rowOf('score').cells.map((c) => c.text)).toEqual(['58.0%', 'Not judged', '74.3%']);
    expect(rowOf('score').cells[1]!.value).toBeNull();
    expect(rowOf('structure').cells.map((c) => c.text)).toEqual(['40.0%', 'Not judged', '80.0%']);
    expect(rowOf('relevance').cells.every((c) => c.value === null && c.text === 'Not judged')).toBe(true);
  });

  it('changes from the earliest to the latest measured value, with the sign and direction compare uses', () => {
    expect(rowOf('score').change).toEqual({ text: '+16.3 points', direction: 'better' });
    expect(rowOf('structure').change).toEqual({ text: '+40.0 points', direction: 'better' });
    // Measured once only: cannot be computed ('—' on screen). Unchanged: 'no change', not an empty cell.
    expect(rowOf('specifics').change).toBeNull();
    expect(rowOf('ownership').change).toEqual({ text: 'no change', direction: 'none' });
    const worse = contentOverTime([analysis('a', 20, { score: 80, parts: parts(90, 50) }), analysis('b', 21, { score: 70.5, parts: parts(60, 50) })]);
    expect(worse.rows[0]!.change).toEqual({ text: '−9.5 points', direction: 'worse' });
  });

  it('takes the change from the shown one-decimal figures: 61.04% → 61.0% is no change, 60.96% → 61.14% is +0.1 (61.0% → 61.1%), not +0.2', () => {
    const view = contentOverTime([analysis('a', 20, { score: 61.04, parts: parts(60.96, null) }), analysis('b', 21, { score: 60.96, parts: parts(61.14, null) })]);
    expect(view.rows[0]!.cells.map((c) => c.text)).toEqual(['61.0%', '61.0%']);
    expect(view.rows[0]!.change).toEqual({ text: 'no change', direction: 'none' });
    expect(view.rows[1]!.change).toEqual({ text: '+0.1 points', direction: 'better' });
  });

  it('has every cell "Not measured" and no change when no analysis was judged', () => {
    const none = contentOverTime([analysis('a', 20, null), analysis('b', 21, null)]);
    expect(none.judged).toBe(0);
    expect(none.rows.every((r) => r.change === null && r.cells.every((c) => c.text === 'Not judged'))).toBe(true);
  });
});
