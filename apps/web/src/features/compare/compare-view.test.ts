import { COMPARE_MAX_ANALYSES, type ComparedAnalysis, type MetricComparison } from '@rehearse/contract/analysis-api';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  chronological,
  chartLabels,
  comparedTitle,
  compareErrorMessage,
  drawnOverall,
  earliestAndLatest,
  improvementSentence,
  interpretCompareResponse,
  overallsUnlike,
  radarRows,
  sideBySideRows,
  toggleSelection,
  trendPoints,
} from './compare-view.ts';

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
  content_score: null,
  content_parts: null,
  results: { combined: { timestamp: ts, overall_interview_score: overall } },
  ...patch,
});

describe('compare view', () => {
  it('accepts basic_comparison alone, rejects a response with neither part, and picks the error text', () => {
    expect(interpretCompareResponse({})).toEqual({ kind: 'error', message: 'Invalid comparison response format' });
    expect(interpretCompareResponse({ basic_comparison: { analyses_compared: 2, overall_scores: [1, 2] } })).toMatchObject({ kind: 'basic', error: 'Failed to compare analyses' });
    expect(interpretCompareResponse({ basic_comparison: { analyses_compared: 2, overall_scores: [1, 2] }, error: 'LLM down' })).toMatchObject({ kind: 'basic', error: 'LLM down' });
    const full = interpretCompareResponse({ score_comparison: { overall: metric, video: metric, audio: metric, eye_contact: metric, posture: metric, content: metric } });
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
    const trend = (first: number | null, last: number | null) => ({ first, last, improvement: first === null || last === null ? null : last - first });
    expect(improvementSentence(trend(60, 70.04))).toBe('Your overall score improved by 10.0 points from your first to your latest analysis.');
    expect(improvementSentence(trend(70, 66.74))).toMatch(/dropped by 3.3 points/);
    expect(improvementSentence(trend(70, 70.004))).toMatch(/stayed the same/);
    expect(improvementSentence(trend(70, null))).toMatch(/Not enough/);
    // The walk's figures: 68.66 → 86.94 reads 68.7% → 86.9%, so 18.2 points (the unrounded difference is 18.28).
    expect(improvementSentence(trend(68.66, 86.94))).toMatch(/improved by 18\.2 points/);
    // 70.04 → 69.96 reads 70.0% → 70.0%: the same, not a drop of 0.1.
    expect(improvementSentence(trend(70.04, 69.96))).toMatch(/stayed the same/);
    expect(improvementSentence(trend(66.6, 86.9), 'These two overall scores are made of different parts.')).toBe(
      'Your first (66.6%) and latest (86.9%) overall scores are not compared. These two overall scores are made of different parts.',
    );
    // As the server answers it: no change computed between overalls of different parts, and the note says why.
    expect(improvementSentence({ first: 66.6, last: 86.9, improvement: null }, 'These two overall scores are made of different parts.')).toMatch(/^Your first \(66\.6%\) and latest \(86\.9%\) overall scores are not compared\..*different parts\.$/);
  });

  it('leaves an overall that lacks a part off the trend line while any compared overall is complete', () => {
    const makeup = (complete: boolean) => ({ parts: complete ? (['video', 'audio', 'content'] as const) : (['video', 'audio'] as const), missing: [], complete, fix_first: null });
    const complete = analysis('a', '2026-11-20T10:00:00Z', 51.8, { overall_makeup: { ...makeup(true), parts: ['video', 'audio', 'content'] } });
    const deliveryOnly = analysis('b', '2026-11-21T10:00:00Z', 84.8, { overall_makeup: { ...makeup(false), parts: ['video', 'audio'] } });
    expect(trendPoints([complete, deliveryOnly]).map((p) => p.score)).toEqual([51.8]);
    // The bar chart draws the same overalls: no bar for the delivery-only 84.8 beside the complete 51.8.
    const drawn = drawnOverall([complete, deliveryOnly]);
    expect([drawn(complete), drawn(deliveryOnly)]).toEqual([51.8, null]);
    expect(drawnOverall([deliveryOnly])(deliveryOnly)).toBe(84.8);
    // None complete: nothing to keep them apart from, so they are drawn.
    expect(trendPoints([deliveryOnly, { ...deliveryOnly, session_id: 'c', start_time: '2026-11-22T10:00:00Z', results: { combined: { timestamp: '2026-11-22T10:00:00Z', overall_interview_score: 80 } } }])).toHaveLength(2);
  });

  it('builds radar and side-by-side rows of the first two with deltas', () => {
    const a = analysis('a', '2026-11-20T10:00:00Z', 60);
    const b = analysis('b', '2026-11-21T10:00:00Z', 72.25, { posture: 80.005, eye_contact: null });
    expect(radarRows(a, b).map((r) => r.metric)).toEqual(['Video', 'Audio', 'Eye Contact', 'Posture']);
    // Not measured stays null (no point on the radar), not 0.
    expect(radarRows(a, b).find((r) => r.metric === 'Eye Contact')).toEqual({ metric: 'Eye Contact', first: 55.5, second: null });
    const rows = sideBySideRows(a, b);
    expect(rows[0]).toMatchObject({ label: 'Overall', earlierText: '60.0%', laterText: '72.3%', change: { text: '+12.3 points', direction: 'better' } });
    // 80% → 80%: no change, shown as such.
    expect(rows.find((r) => r.label === 'Posture')?.change).toEqual({ text: 'no change', direction: 'none' });
    expect(rows.find((r) => r.label === 'Eye Contact')).toMatchObject({ earlierText: '56%', laterText: 'Not measured', change: null });
  });

  it('puts the answer content beside video and audio in the side-by-side: not judged reads "Not judged", never 0', () => {
    const a = analysis('a', '2026-11-20T10:00:00Z', 60, { content_score: 52.5 });
    const b = analysis('b', '2026-11-21T10:00:00Z', 70, { content_score: 61 });
    const rows = sideBySideRows(a, b);
    expect(rows.map((r) => r.label)).toEqual(['Overall', 'Video', 'Audio', 'Answer Content', 'Eye Contact', 'Posture']);
    expect(rows[3]).toMatchObject({ earlierText: '52.5%', laterText: '61.0%', change: { text: '+8.5 points', direction: 'better' } });
    const older = analysis('o', '2026-11-19T10:00:00Z', 58);
    expect(sideBySideRows(older, b)[3]).toMatchObject({ earlier: null, earlierText: 'Not judged', laterText: '61.0%', change: null });
  });

  it('reads the side-by-side earlier → later, so its sign agrees with the summary', () => {
    // Ticked later one first: 88.7 then 87.6. The side-by-side showed a red '↓1.1' while the summary said 'improved by 1.1'.
    const earlier = analysis('a', '2026-11-20T10:00:00Z', 87.6);
    const later = analysis('b', '2026-11-21T10:00:00Z', 88.7);
    const [x, y] = earliestAndLatest([later, earlier])!;
    expect([x.session_id, y.session_id]).toEqual(['a', 'b']);
    const overall = sideBySideRows(x, y)[0];
    expect(overall).toMatchObject({ earlierText: '87.6%', laterText: '88.7%', change: { text: '+1.1 points', direction: 'better' } });
    expect(improvementSentence({ first: 87.6, last: 88.7, improvement: 1.1 })).toBe('Your overall score improved by 1.1 points from your first to your latest analysis.');
    const worse = sideBySideRows(later, earlier)[0];
    expect(worse?.change).toEqual({ text: '−1.1 points', direction: 'worse' });
  });

  it('shows the earliest → the latest of three or more, as the summary, whatever the tick order', () => {
    const a = analysis('early', '2026-11-20T10:00:00Z', 68.7);
    const b = analysis('mid', '2026-11-21T10:00:00Z', 66.6);
    const c = analysis('late', '2026-11-22T10:00:00Z', 86.9);
    expect(earliestAndLatest([b, c, a])!.map((x) => x.session_id)).toEqual(['early', 'late']);
    // An unfinished one (no score) is no end while two are scored; with fewer than two scored, by date all the same.
    const unfinished = analysis('newest', '2026-11-23T10:00:00Z', null);
    expect(earliestAndLatest([unfinished, a, c])!.map((x) => x.session_id)).toEqual(['early', 'late']);
    expect(earliestAndLatest([unfinished, a])!.map((x) => x.session_id)).toEqual(['early', 'newest']);
    expect(earliestAndLatest([a])).toBeNull();
  });

  it('changes from the shown figures: 76% → 76% is no change, 77% → 76% is −1.0 points, not −0.7 or −1.5', () => {
    const a = analysis('a', '2026-11-20T10:00:00Z', 60, { posture: 76.4, eye_contact: 77.4 });
    const b = analysis('b', '2026-11-21T10:00:00Z', 60.04, { posture: 75.7, eye_contact: 75.9 });
    const rows = sideBySideRows(a, b);
    expect(rows.find((r) => r.label === 'Posture')).toMatchObject({ earlierText: '76%', laterText: '76%', change: { text: 'no change', direction: 'none' } });
    expect(rows.find((r) => r.label === 'Eye Contact')).toMatchObject({ earlierText: '77%', laterText: '76%', change: { text: '−1.0 points', direction: 'worse' } });
    expect(rows[0]).toMatchObject({ earlierText: '60.0%', laterText: '60.0%', change: { text: 'no change', direction: 'none' } });
  });

  it('marks an overall change between overalls of different parts instead of calling it better', () => {
    const full = analysis('a', '2026-11-20T10:00:00Z', 66.6, { video_score: 60, audio_score: 80, content_score: 25 });
    const videoOnly = analysis('b', '2026-11-21T10:00:00Z', 86.9, { video_score: 86.9, audio_score: null, content_score: null });
    expect(overallsUnlike(full, videoOnly)).toMatch(/earliest: video, audio and answer content; latest: video only/);
    const rows = sideBySideRows(full, videoOnly);
    expect(rows[0]?.change).toEqual({ text: 'not computed: made of different parts', direction: 'unlike' });
    // The parts themselves are like for like and keep their direction; the unmeasured one cannot be computed.
    expect(rows[1]?.change).toMatchObject({ direction: 'better' });
    expect(rows[2]?.change).toBeNull();
    expect(overallsUnlike(full, { ...videoOnly, audio_score: 70, content_score: 30 })).toBeNull();
  });

  it('names a mock interview by its title and tells same-named analyses apart on the charts', () => {
    expect(comparedTitle(analysis('b6820fdd', '2026-11-20T10:00:00Z', 80, { display_name: 'Mock Interview — Teamwork', original_filename: null }))).toBe('Mock Interview — Teamwork');
    const one = analysis('x', '2026-11-20T10:00:00Z', 80, { display_name: 'hidden_interview_take.mp4', original_filename: 'hidden_interview_take.mp4' });
    const two = analysis('y', '2026-11-21T10:00:00Z', 81, { display_name: 'hidden_interview_take.mp4', original_filename: 'hidden_interview_take.mp4' });
    const labels = chartLabels([one, two]);
    expect(new Set(labels.map((l) => l.short)).size).toBe(2);
    expect(new Set(labels.map((l) => l.full)).size).toBe(2);
    expect(labels[0]?.short.startsWith('hidden_inte…')).toBe(true);
    // The title and the date apart, so a column header can wrap the name and keep the date on one line.
    expect(labels[0]).toMatchObject({ title: 'hidden_interview_take.mp4', stamp: new Date('2026-11-20T10:00:00Z').toLocaleDateString() });
    expect(labels[0]?.full).toBe(`hidden_interview_take.mp4 (${labels[0]?.stamp})`);
    const sameDay = chartLabels([one, { ...two, start_time: '2026-11-20T15:00:00Z' }]);
    expect(new Set(sameDay.map((l) => l.short)).size).toBe(2);
    expect(chartLabels([one, analysis('z', '2026-11-20T10:00:00Z', 1)]).map((l) => l.short)).toEqual(['hidden_inte…', 'z.mp4']);
    expect(chartLabels([one, analysis('z', '2026-11-20T10:00:00Z', 1)]).map((l) => l.stamp)).toEqual([null, null]);
  });

  it('leaves unscored analyses out of the trend instead of plotting 0', () => {
    const points = trendPoints([analysis('a', '2026-11-20T10:00:00Z', 60), analysis('b', '2026-11-21T10:00:00Z', null), analysis('c', '2026-11-22T10:00:00Z', 70)]);
    expect(points.map((p) => [p.title, p.score])).toEqual([['a.mp4', 60], ['c.mp4', 70]]);
  });

  it('toggles selection in tick order', () => {
    expect(toggleSelection(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleSelection(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('selects at most COMPARE_MAX_ANALYSES, and a full selection can still be unticked', () => {
    const full = Array.from({ length: COMPARE_MAX_ANALYSES }, (_, i) => `a${i}`);
    expect(toggleSelection(full, 'one-more')).toEqual(full);
    expect(toggleSelection(full, 'a0')).toHaveLength(COMPARE_MAX_ANALYSES - 1);
  });

  it('puts the analyses in time order whatever order they were ticked in', () => {
    const later = analysis('b', '2026-11-21T10:00:00Z', 80);
    const earlier = analysis('a', '2026-11-20T10:00:00Z', 70);
    expect(chronological([later, earlier]).map((a) => a.session_id)).toEqual(['a', 'b']);
  });
});
