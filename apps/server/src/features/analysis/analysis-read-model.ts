import { overallScoreOf } from '@rehearse/contract/overall-score';
import { duplicatePlaces, uniqueDisplayName } from '@rehearse/contract/unique-display-name';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/escape-like.ts';
import { summaryOverallMakeupOf, summaryOverallSql } from '../../db/summary-overall.ts';
import type { AnalysisFigures, AnalysisPick, AnalysisReadModel, CompletedAnalysisRow, PickedAnalysisRow } from '../../shared/analysis-read-model.ts';

/**
 * The reads other features make of the analysis tables (AnalysisReadModel), answered here beside the tables. Each
 * reads the users' own analyses only: a recorded mock answer's (origin 'mock_answer') is part of its interview's report.
 */
export function createAnalysisReadModel(database: Pick<Database, 'db' | 'dialect'>): AnalysisReadModel {
  const { db } = database;
  // better-auth's `user` table, for the owner's e-mail and name.
  const withUsers = db.withTables<{ user: { id: string; email: string; name: string } }>();

  async function figures(sinceDay: string): Promise<AnalysisFigures> {
    const { score, complete } = summaryOverallSql(database.dialect);
    const completeScore = sql<number | null>`case when status = 'completed' and ${complete} then ${score} end`;
    const incompleteScore = sql<number | null>`case when status = 'completed' and not (${complete}) then ${score} end`;
    const day = sql<string>`substr(created_at, 1, 10)`;
    const [totals, perDay, storage] = await Promise.all([
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
        .where('origin', '=', 'own')
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('analysis_sessions')
        .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('n')])
        .where('origin', '=', 'own')
        .where('created_at', '>=', sinceDay)
        .groupBy(day)
        .execute(),
      db
        .selectFrom('video_uploads')
        .select((eb) => eb.fn.sum<number>('size').as('bytes'))
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(totals.total),
      completed: Number(totals.completed ?? 0),
      failed: Number(totals.failed ?? 0),
      waiting: Number(totals.waiting ?? 0),
      processing: Number(totals.processing ?? 0),
      averageScore: totals.average_score === null ? null : Number(totals.average_score),
      incompleteOveralls: Number(totals.incomplete),
      perDay: perDay.map((row) => ({ date: String(row.day), count: Number(row.n) })),
      storageBytes: Number(storage.bytes ?? 0),
    };
  }

  const listForAdmin: AnalysisReadModel['listForAdmin'] = async (filter, page) => {
    let query = withUsers.selectFrom('analysis_sessions as s').leftJoin('user as u', 'u.id', 's.user_id').where('s.origin', '=', 'own');
    if (filter.status) query = query.where('s.status', '=', filter.status);
    if (filter.search) {
      const pattern = `%${escapeLike(filter.search.toLowerCase())}%`;
      const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
      query = query.where((eb) => eb.or([like('s.display_name'), like('u.email'), like('u.name')]));
    }
    const [rows, total] = await Promise.all([
      query
        .select(['s.session_id', 's.user_id', 's.display_name', 's.status', 's.summary', 's.created_at', 's.error', 'u.email'])
        .orderBy('s.created_at', 'desc')
        .orderBy('s.session_id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return {
      analyses: rows.map((row) => {
        const score = row.status === 'completed' ? overallScoreOf(row.summary) : null;
        return {
          id: row.session_id,
          user: row.email ?? row.user_id,
          user_id: row.user_id,
          title: row.display_name,
          score,
          overall_makeup: score === null ? null : summaryOverallMakeupOf(row.summary),
          date: row.created_at,
          status: row.status,
          error: row.error,
        };
      }),
      total: Number(total.n),
    };
  };

  async function countByStatus(): Promise<Array<{ status: string; count: number }>> {
    const rows = await db
      .selectFrom('analysis_sessions')
      .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('origin', '=', 'own')
      .groupBy('status')
      .execute();
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  }

  async function recentDurationRatios(limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('analysis_sessions')
      .innerJoin('video_uploads', 'video_uploads.id', 'analysis_sessions.video_upload_id')
      .select(['analysis_sessions.start_time', 'analysis_sessions.end_time', 'video_uploads.duration'])
      .where('analysis_sessions.status', '=', 'completed')
      .where('analysis_sessions.end_time', 'is not', null)
      .where('video_uploads.duration', '>', 0)
      .orderBy('analysis_sessions.end_time', 'desc')
      .limit(limit)
      .execute();
    return rows
      .map((row) => (new Date(row.end_time!).getTime() - new Date(row.start_time).getTime()) / 1000 / Number(row.duration))
      .filter((ratio) => Number.isFinite(ratio) && ratio >= 0);
  }

  /** Each analysis's name as its detail page shows it, numbered among all of the user's analyses of that name. */
  async function uniqueNames(userId: string, displayNames: readonly string[]): Promise<Map<string, string>> {
    if (displayNames.length === 0) return new Map();
    const named = await db
      .selectFrom('analysis_sessions')
      .select(['session_id', 'display_name', 'start_time'])
      .where('user_id', '=', userId)
      .where('origin', '=', 'own')
      .where('display_name', 'in', displayNames)
      .execute();
    const places = duplicatePlaces(named.map((r) => ({ key: r.session_id, display_name: r.display_name, start_time: r.start_time })));
    return new Map(named.map((r) => [r.session_id, uniqueDisplayName(r.display_name, places.get(r.session_id) ?? { duplicate_index: 0, total_duplicates: 1 })]));
  }

  async function completedOf(userId: string, limit: number): Promise<CompletedAnalysisRow[]> {
    const rows = await db
      .selectFrom('analysis_sessions')
      .select(['session_id', 'display_name', 'category', 'start_time', 'result'])
      .where('user_id', '=', userId)
      .where('origin', '=', 'own')
      .where('status', '=', 'completed')
      .where('result', 'is not', null)
      .orderBy('start_time', 'desc')
      .limit(limit)
      .execute();
    const names = await uniqueNames(userId, [...new Set(rows.map((r) => r.display_name))]);
    return rows.map((row) => ({
      session_id: row.session_id,
      display_name: row.display_name,
      name: names.get(row.session_id) ?? row.display_name,
      category: row.category,
      start_time: row.start_time,
      result: row.result ?? '',
    }));
  }

  async function isOwnedBy(analysisId: string, ownerId: string): Promise<boolean> {
    const row = await db
      .selectFrom('analysis_sessions')
      .select('session_id')
      .where('session_id', '=', analysisId)
      .where('user_id', '=', ownerId)
      .where('origin', '=', 'own')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The users' own completed analyses the picks cover: all of an owner's, or the ones named per owner. */
  function pickedCompleted(picks: readonly AnalysisPick[]) {
    const everyOf = new Set(picks.filter((pick) => pick.analysisId === null).map((pick) => pick.ownerId));
    const namedOf = new Map<string, Set<string>>();
    for (const pick of picks) {
      if (pick.analysisId === null || everyOf.has(pick.ownerId)) continue;
      namedOf.set(pick.ownerId, (namedOf.get(pick.ownerId) ?? new Set()).add(pick.analysisId));
    }
    return db
      .selectFrom('analysis_sessions as s')
      .where('s.status', '=', 'completed')
      .where('s.origin', '=', 'own')
      .where((eb) =>
        eb.or([
          ...(everyOf.size > 0 ? [eb('s.user_id', 'in', [...everyOf])] : []),
          ...[...namedOf].map(([ownerId, ids]) => eb.and([eb('s.user_id', '=', ownerId), eb('s.session_id', 'in', [...ids])])),
        ]),
      );
  }

  function pickedColumns(picks: readonly AnalysisPick[]) {
    return pickedCompleted(picks).select((eb) => [
      's.session_id',
      's.user_id as owner_id',
      's.display_name',
      's.summary',
      's.created_at',
      eb.exists(eb.selectFrom('video_uploads as vu').select('vu.id').whereRef('vu.id', '=', 's.video_upload_id').where('vu.deleted_at', 'is', null)).as('recording_stored'),
    ]);
  }

  const completedAmong: AnalysisReadModel['completedAmong'] = async (picks, page) => {
    if (picks.length === 0) return { rows: [], total: 0 };
    const [rows, total] = await Promise.all([
      pickedColumns(picks).orderBy('s.created_at', 'desc').orderBy('s.session_id', 'desc').limit(page.limit).offset(page.offset).execute(),
      pickedCompleted(picks)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(withStoredFlag), total: Number(total.n) };
  };

  const completedOneAmong: AnalysisReadModel['completedOneAmong'] = async (picks, analysisId) => {
    if (picks.length === 0) return undefined;
    const row = await pickedColumns(picks).select('s.result').where('s.session_id', '=', analysisId).executeTakeFirst();
    return row ? { ...withStoredFlag(row), result: row.result } : undefined;
  };

  return { figures, listForAdmin, countByStatus, recentDurationRatios, completedOf, isOwnedBy, completedAmong, completedOneAmong };
}

function withStoredFlag<T extends Omit<PickedAnalysisRow, 'recording_stored'> & { recording_stored: unknown }>(row: T): T & PickedAnalysisRow {
  // PostgreSQL answers booleans, SQLite 0/1.
  return { ...row, recording_stored: row.recording_stored === true || row.recording_stored === 1 || row.recording_stored === '1' };
}
