import type { TrendPoint } from '@rehearse/contract/analysis-trend';
import { describe, expect, it } from 'vitest';
import { trendRows, trendSentence } from './trend-view.ts';

const point = (day: number, overall: number | null, complete: boolean, content: number | null): TrendPoint => ({
  session_id: `s${day}`,
  display_name: `answer-${day}.mp4`,
  start_time: `2026-03-0${day}T10:00:00.000Z`,
  overall_score: overall,
  overall_complete: complete,
  video_score: 80,
  audio_score: 70.04,
  content_score: content,
});

describe('dashboard trend', () => {
  const points = [point(1, 58, true, 40), point(2, 84.8, false, null), point(3, 66.25, true, 60)];

  it('draws an incomplete overall on no line but the parts it has', () => {
    const rows = trendRows(points);
    expect(rows.map((r) => r.Overall)).toEqual([58, null, 66.3]);
    expect(rows.map((r) => r.Content)).toEqual([40, null, 60]);
    expect(rows[1]).toMatchObject({ Video: 80, Audio: 70 });
  });

  it('says how the complete overalls moved and how many were left off', () => {
    expect(trendSentence(points)).toBe(
      'Your overall went from 58.0% to 66.3% over 2 complete overalls. 1 overall that lacks a part is left off the overall line; its parts are drawn.',
    );
    expect(trendSentence([point(2, 84.8, false, null)])).toMatch(/^No complete overall yet/);
  });
});
