import { ADMIN_CHART_DAYS, type AdminStats } from '@rehearse/contract/admin-stats';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { summaryOverallSql } from '../../db/summary-overall.ts';
import { analysesPerDay } from './analyses-per-day.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type AnalysisCounts = Pick<
  AdminStats,
  'total_analyses' | 'completed_analyses' | 'failed_analyses' | 'average_score' | 'incomplete_overalls' | 'analyses_per_day' | 'queue' | 'storage_bytes'
>;

/**
 * The Dashboard's analysis figures, counted in the database. The average is over complete overalls, as on a user's
 * own dashboard (decision 050); completed analyses whose overall lacks a part are counted apart.
 */
export async function countAnalyses(database: Database, now = new Date()): Promise<AnalysisCounts> {
  const { db } = database;
  const { score, complete } = summaryOverallSql(database.dialect);
  const completeScore = sql<number | null>`case when status = 'completed' and ${complete} then ${score} end`;
  const incompleteScore = sql<number | null>`case when status = 'completed' and not (${complete}) then ${score} end`;
  const since = new Date(now.getTime() - (ADMIN_CHART_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const day = sql<string>`substr(created_at, 1, 10)`;
  const [totals, perDay, storage, heartbeat] = await Promise.all([
    db
      .selectFrom('analysis_sessions')
      .select((eb) => [
        eb.fn.countAll<number>().as('total'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'completed').then(1).else(0).end()).as('completed'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'failed').then(1).else(0).end()).as('failed'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'queued').then(1).else(0).end()).as('waiting'),
        eb.fn.sum<number>(eb.case().when('status', 'in', ['processing', 'in_progress']).then(1).else(0).end()).as('processing'),
        eb.fn.avg<number>(completeScore).as('average_score'),
        eb.fn.count<number | string>(incompleteScore).as('incomplete'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('analysis_sessions')
      .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', since)
      .groupBy(day)
      .execute(),
    db
      .selectFrom('video_uploads')
      .select((eb) => eb.fn.sum<number>('size').as('bytes'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('worker_heartbeats')
      .select((eb) => eb.fn.max('beat_at').as('last'))
      .executeTakeFirstOrThrow(),
  ]);
  const average = totals.average_score === null ? null : Number(totals.average_score);
  return {
    total_analyses: Number(totals.total),
    completed_analyses: Number(totals.completed ?? 0),
    failed_analyses: Number(totals.failed ?? 0),
    average_score: average === null || !Number.isFinite(average) ? null : Math.round(average * 100) / 100,
    incomplete_overalls: Number(totals.incomplete),
    analyses_per_day: analysesPerDay(
      perDay.map((row) => ({ date: String(row.day), count: Number(row.n) })),
      now,
      ADMIN_CHART_DAYS,
    ),
    queue: {
      waiting: Number(totals.waiting ?? 0),
      processing: Number(totals.processing ?? 0),
      last_worker_heartbeat: heartbeat.last ? String(heartbeat.last) : null,
    },
    storage_bytes: Number(storage.bytes ?? 0),
  };
}
