import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { describe, expect, it } from 'vitest';
import { dashboardStats } from './dashboard-stats.ts';

const session = (id: string, status: AnalysisSession['status'], score: number | null, day: number) =>
  ({
    session_id: id,
    status,
    start_time: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    combined_result: score === null ? null : { overall_score: score },
  }) as unknown as AnalysisSession; // only the fields the stats read

describe('dashboardStats', () => {
  it('averages and ranks the measured scores, lists the 3 newest', () => {
    const stats = dashboardStats([
      session('a', 'completed', 70, 1),
      session('b', 'completed', 85.5, 2),
      session('c', 'failed', null, 3),
      session('d', 'processing', null, 4),
      session('e', 'completed', 0, 5),
      session('f', 'completed', null, 6),
    ]);
    expect(stats.total).toBe(6);
    // 70, 85.5 and a measured 0; the completed analysis without a score is left out, not counted as 0.
    expect(stats.average).toBeCloseTo(51.83, 2);
    expect(stats.best).toBe(85.5);
    expect(stats.recent.map((s) => s.session_id)).toEqual(['f', 'e', 'd']);
  });

  it('has no average or best without scores', () => {
    expect(dashboardStats([])).toEqual({ total: 0, average: null, best: null, recent: [] });
    const unscored = dashboardStats([session('a', 'completed', null, 1), session('b', 'processing', null, 2)]);
    expect([unscored.average, unscored.best]).toEqual([null, null]);
  });
});
