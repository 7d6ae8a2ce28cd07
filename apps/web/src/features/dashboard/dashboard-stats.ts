import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { overallScoreOf } from '../../lib/session-scores.ts';

/** The dashboard lists this many recent analyses. */
const RECENT_ANALYSES_COUNT = 3;

export interface DashboardStats {
  total: number;
  /** Mean overall score of the analyses that have one (unfinished and unmeasured ones left out); null when none has. */
  average: number | null;
  best: number | null;
  recent: AnalysisSession[];
}

export function dashboardStats(analyses: readonly AnalysisSession[]): DashboardStats {
  const scores = analyses.flatMap((a) => {
    const score = a.status === 'completed' ? overallScoreOf(a) : null;
    return score === null ? [] : [score];
  });
  const newestFirst = [...analyses].sort((a, b) => Date.parse(b.start_time) - Date.parse(a.start_time));
  return {
    total: analyses.length,
    average: scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
    best: scores.length ? Math.max(...scores) : null,
    recent: newestFirst.slice(0, RECENT_ANALYSES_COUNT),
  };
}
