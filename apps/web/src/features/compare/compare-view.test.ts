import type { ComparedAnalysis, MetricComparison } from '@rehearse/contract/analysis-api';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { compareErrorMessage, improvementSentence, interpretCompareResponse, radarRows, sideBySideRows, toggleSelection, trendPoints } from './compare-view.ts';

const metric: MetricComparison = { scores: [60, 70], first: 60, last: 70, improvement: 10, best: 70, average: 65 };
const analysis = (id: string, ts: string, overall: number | null, patch: Partial<ComparedAnalysis> = {}): ComparedAnalysis => ({
  session_id: id,
  display_name: `${id}.mp4`,
  original_filename: `${id}.mp4`,
  start_time: ts,
  overall_score: overall,
  video_score: 60,
  audio_score: 70,
  eye_contact: 55.5,
  posture: 80,
  results: { combined: { timestamp: ts, overall_interview_score: overall } },
  ...patch,
});

describe('compare view', () => {
  it('accepts basic_comparison alone, rejects a response with neither part, and picks the error text', () => {
    expect(interpretCompareResponse({})).toEqual({ kind: 'error', message: 'Invalid comparison response format' });
    expect(interpretCompareResponse({ basic_comparison: { analyses_compared: 2, overall_scores: [1, 2] } })).toMatchObject({ kind: 'basic', error: 'Failed to compare analyses' });
    expect(interpretCompareResponse({ basic_comparison: { analyses_compared: 2, overall_scores: [1, 2] }, error: 'LLM down' })).toMatchObject({ kind: 'basic', error: 'LLM down' });
    const full = interpretCompareResponse({ score_comparison: { overall: metric, video: metric, audio: metric, eye_contact: metric, posture: metric } });
    expect(full.kind).toBe('full');
    expect(compareErrorMessage(new ApiError(400, 'Please select at least 2 analyses to compare'))).toBe('Please select at least 2 analyses to compare');
    expect(compareErrorMessage(new Error(''))).toBe('Failed to compare analyses');
  });

  it('orders the trend by date and writes the improvement sentence', () => {
    const points = trendPoints([analysis('b', '2026-11-21T10:00:00Z', 70), analysis('a', '2026-11-20T10:00:00Z', 60)]);
    expect(points.map((p) => p.score)).toEqual([60, 70]);
    expect(points.map((p) => p.date)).toEqual([new Date('2026-11-20T10:00:00Z').toLocaleDateString(), new Date('2026-11-21T10:00:00Z').toLocaleDateString()]);
    const sameDay = trendPoints([analysis('a', '2026-11-20T10:00:00Z', 60), analysis('b', '2026-11-20T10:30:00Z', 70)]);
    expect(new Set(sameDay.map((p) => p.date)).size).toBe(2);
    expect(sameDay[0]?.date.startsWith(new Date('2026-11-20T10:00:00Z').toLocaleDateString())).toBe(true);
    expect(improvementSentence(10.04)).toBe('Your overall score improved by 10.0 points from your first to your latest analysis.');
    expect(improvementSentence(-3.26)).toMatch(/dropped by 3.3 points/);
    expect(improvementSentence(0.004)).toMatch(/stayed the same/);
    expect(improvementSentence(null)).toMatch(/Not enough/);
  });

  it('builds radar and side-by-side rows of the first two with deltas', () => {
    const a = analysis('a', '2026-11-20T10:00:00Z', 60);
    const b = analysis('b', '2026-11-21T10:00:00Z', 72.25, { posture: 80.005, eye_contact: null });
    expect(radarRows(a, b).map((r) => r.metric)).toEqual(['Video', 'Audio', 'Eye Contact', 'Posture']);
    // Not measured stays null (no point on the radar), not 0.
    expect(radarRows(a, b).find((r) => r.metric === 'Eye Contact')).toEqual({ metric: 'Eye Contact', first: 55.5, second: null });
    const rows = sideBySideRows(a, b);
    expect(rows[0]).toMatchObject({ label: 'Overall', delta: { text: '12.3%', direction: 'up' } });
    expect(rows.find((r) => r.label === 'Posture')?.delta).toBeNull();
    expect(rows.find((r) => r.label === 'Eye Contact')?.delta).toBeNull();
  });

  it('leaves unscored analyses out of the trend instead of plotting 0', () => {
    const points = trendPoints([analysis('a', '2026-11-20T10:00:00Z', 60), analysis('b', '2026-11-21T10:00:00Z', null), analysis('c', '2026-11-22T10:00:00Z', 70)]);
    expect(points.map((p) => [p.title, p.score])).toEqual([['a.mp4', 60], ['c.mp4', 70]]);
  });

  it('toggles selection in tick order', () => {
    expect(toggleSelection(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleSelection(['a', 'b'], 'a')).toEqual(['b']);
  });
});
