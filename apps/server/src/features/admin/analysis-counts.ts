import { ADMIN_CHART_DAYS, type AdminStats } from '@rehearse/contract/admin-stats';
import type { Database } from '../../db/database.ts';
import { adminDb } from './admin-user-table.ts';
import type { AnalysisReadModel } from '../../shared/analysis-read-model.ts';
import { analysesPerDay } from './analyses-per-day.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type AnalysisCounts = Pick<
  AdminStats,
  'total_analyses' | 'completed_analyses' | 'failed_analyses' | 'average_score' | 'incomplete_overalls' | 'analyses_per_day' | 'queue' | 'storage_bytes'
>;

/**
 * The Dashboard's analysis figures: counted by the analysis feature (its read model), with the workers' last
 * heartbeat. The average is over complete overalls, as on a user's own dashboard (decision 050); completed
 * analyses whose overall lacks a part are counted apart.
 */
export async function countAnalyses(analyses: Pick<AnalysisReadModel, 'figures'>, database: Pick<Database, 'db'>, now = new Date()): Promise<AnalysisCounts> {
  const since = new Date(now.getTime() - (ADMIN_CHART_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const [figures, heartbeat] = await Promise.all([
    analyses.figures(since),
    adminDb(database.db)
      .selectFrom('worker_heartbeats')
      .select((eb) => eb.fn.max('beat_at').as('last'))
      .executeTakeFirstOrThrow(),
  ]);
  const average = figures.averageScore;
  return {
    total_analyses: figures.total,
    completed_analyses: figures.completed,
    failed_analyses: figures.failed,
    average_score: average === null || !Number.isFinite(average) ? null : Math.round(average * 100) / 100,
    incomplete_overalls: figures.incompleteOveralls,
    analyses_per_day: analysesPerDay(figures.perDay, now, ADMIN_CHART_DAYS),
    queue: {
      waiting: figures.waiting,
      processing: figures.processing,
      last_worker_heartbeat: heartbeat.last ? String(heartbeat.last) : null,
    },
    storage_bytes: figures.storageBytes,
  };
}
