import type { AnalysisStage } from '@rehearse/contract/analysis-result';
import { LRUCache } from 'lru-cache';
import { sql, type CompiledQuery, type Insertable, type Selectable } from 'kysely';
import { sameConnectionAs, type HeldConnection } from '../../db/narrowed-database.ts';
import type { AnalysisDb, AnalysisSessionsTable, AnalysisTables } from './analysis-tables.ts';
import type { DuplicatePlace } from '@rehearse/contract/unique-display-name';
import type { ListCursor } from './list-cursor.ts';
import { newAnalysisSessionRow, type AnalysisOrigin, type NewAnalysisSession } from '../../shared/new-analysis-session.ts';
import type { AnalysisState } from '../../shared/analysis-sessions.ts';
import { prepareQuery, type PreparedQuery } from '../../db/prepared-query.ts';
import { analysisTopic, progressSignals } from '../../shared/progress-signals.ts';

export type AnalysisSessionRow = Selectable<AnalysisSessionsTable>;
/** A session as lists read it: without the full result, with the upload's original name. */
export type SessionListRow = Omit<AnalysisSessionRow, 'result' | 'report_files' | 'analysis_types' | 'result_revision' | 'origin'> & { original_filename: string | null };

/** The columns a list row reads (`SessionListRow`); the list-machinery bench's plain query reads the same. */
export const LIST_COLUMNS = [
  's.session_id',
  's.user_id',
  's.video_upload_id',
  's.category',
  's.display_name',
  's.status',
  's.stage',
  's.progress',
  's.error',
  's.start_time',
  's.end_time',
  's.summary',
  's.created_at',
  'u.original_filename',
] as const;

/** A list row with its place among the user's sessions of the same name. */
export type PagedSessionRow = SessionListRow & { place: DuplicatePlace };

/** Which page: the first `limit` rows, the `limit` rows after a keyset cursor, or past an offset. */
export interface PageRequest {
  limit: number;
  after?: ListCursor;
  offset?: number;
}

/** Compiled page queries kept per repository: a few page sizes of each kind. */
const PAGE_QUERIES = 24;

type PageKind = 'first' | 'after' | 'offset';
type PageParams = { userId: string; createdAt: string; sessionId: string; offset: number };
const PAGE_PARAMS: Record<PageKind, ReadonlyArray<keyof PageParams>> = {
  first: ['userId'],
  after: ['userId', 'createdAt', 'sessionId'],
  offset: ['userId', 'offset'],
};

/** A session's place among the user's sessions of its name, as the database answers it (PostgreSQL's bigint counts come as text). */
type PlaceColumns = { total_duplicates: number | string | null; duplicate_index: number | string | null };
/** A page row as the database answers it. */
type PageRow = SessionListRow & PlaceColumns & { total: number | string | null };
/** A full row with its upload's original name, as `findOwned` answers it. */
export type OwnedSessionRow = AnalysisSessionRow & { original_filename: string | null };

// The place of session `s` among the user's sessions of its name: how many there are, and how many come
// before it, oldest first by (start_time, session_id) as duplicatePlaces numbers them. Index-only reads of
// `analysis_sessions_user_name_start`; a row-value comparison, which both databases turn into one range.
// Only the user's own analyses are numbered (a mock answer's analysis is never listed).
export const TOTAL_DUPLICATES = sql<number | string>`(select count(*) from analysis_sessions d
  where d.user_id = s.user_id and d.display_name = s.display_name and d.origin = 'own')`;
export const DUPLICATE_INDEX = sql<number | string>`(select count(*) from analysis_sessions d
  where d.user_id = s.user_id and d.display_name = s.display_name and d.origin = 'own' and (d.start_time, d.session_id) < (s.start_time, s.session_id))`;

export function placeOf(row: PlaceColumns): DuplicatePlace {
  return { total_duplicates: Number(row.total_duplicates), duplicate_index: Number(row.duplicate_index) };
}

/** A session as status and detail read it: the full row and its place among the user's sessions of its name. */
export interface PlacedSession {
  row: OwnedSessionRow;
  place: DuplicatePlace;
}

/**
 * SQL for `analysis_sessions`: every write but one, and every read the analysis feature and the mock interview
 * (through this class) make. Reads on behalf of a user always filter by `user_id`.
 *
 * The other statements over the table are in this folder, each shaped for one page or purpose: the data export
 * and deletion (`analysis-user-data.ts`, the one other write: a deleted account's rows), the reads other features
 * make through the read model port (`analysis-read-model.ts`: admin lists and counts, metrics, the coach's
 * profile, sharing's ownership check), the score summary and the never-started uploads
 * (`score-summary-repository.ts`, `video-upload-repository.ts`). Outside it, only sharing's "Shared with me"
 * (`sharing/shared-with-me-repository.ts`) still joins the table. A change to the table's columns or indexes is checked against all of them
 * (`grep -rn analysis_sessions apps/server/src/features`). Rows of origin 'mock_answer' (a recorded mock answer's
 * analysis, written through the `AnalysisSessions` port) are left out of every read on behalf of the user's own
 * analyses: lists, search, detail, compare, rename and the unfinished ones this feature's worker recovers.
 */
export class AnalysisSessionRepository {
  /** Compiled page queries by kind and page size, least recently used out first. */
  private readonly pageQueries = new LRUCache<string, PreparedQuery<PageParams, PageRow>, { kind: PageKind; limit: number }>({
    max: PAGE_QUERIES,
    memoMethod: (_key, _stale, { context: { kind, limit } }) =>
      prepareQuery<PageParams, PageRow>(PAGE_PARAMS[kind], (p) => this.pageOf(p.userId, this.pageIds(kind, limit, p))),
  });
  private readonly listVersionQuery: PreparedQuery<{ userId: string }, { list_version: string }>;
  private readonly placedQuery: PreparedQuery<{ userId: string; sessionId: string }, OwnedSessionRow & PlaceColumns>;
  private readonly newestNamedQuery: PreparedQuery<{ userId: string; displayName: string }, OwnedSessionRow & Pick<PlaceColumns, 'total_duplicates'>>;

  constructor(private readonly db: AnalysisDb) {
    this.placedQuery = prepareQuery<{ userId: string; sessionId: string }, OwnedSessionRow & PlaceColumns>(['userId', 'sessionId'], (p) =>
      this.ownedRows()
        .select([TOTAL_DUPLICATES.as('total_duplicates'), DUPLICATE_INDEX.as('duplicate_index')])
        .where('s.session_id', '=', p.sessionId)
        .where('s.user_id', '=', p.userId),
    );
    this.newestNamedQuery = prepareQuery<{ userId: string; displayName: string }, OwnedSessionRow & Pick<PlaceColumns, 'total_duplicates'>>(
      ['userId', 'displayName'],
      (p) =>
        this.ownedRows()
          .select(TOTAL_DUPLICATES.as('total_duplicates'))
          .where('s.user_id', '=', p.userId)
          .where('s.display_name', '=', p.displayName)
          .orderBy('s.created_at', 'desc')
          .orderBy('s.session_id', 'desc')
          .limit(1),
    );
    // As text: a 64-bit value, which SQLite would hand to JavaScript as a rounded number.
    this.listVersionQuery = prepareQuery<{ userId: string }, { list_version: string }>(['userId'], (p) =>
      this.db
        .selectFrom('analysis_session_counts')
        .select(sql<string>`cast(list_version as text)`.as('list_version'))
        .where('user_id', '=', p.userId),
    );
  }

  async insert(row: Insertable<AnalysisSessionsTable>, db?: HeldConnection): Promise<void> {
    await this.within(db).insertInto('analysis_sessions').values(row).execute();
  }

  /** Begins a session (an upload's analysis, a finished mock interview's): the one way the app creates one. */
  async create(session: NewAnalysisSession, db?: HeldConnection): Promise<void> {
    await this.insert(newAnalysisSessionRow(session), db);
  }

  /** Bulk insert (seeding, imports): in chunks that stay under SQLite's bound-parameter limit. */
  async insertMany(rows: readonly Insertable<AnalysisSessionsTable>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500) await this.db.insertInto('analysis_sessions').values(rows.slice(i, i + 500)).execute();
  }

  async findByUpload(videoUploadId: string): Promise<AnalysisSessionRow | null> {
    return (await this.db.selectFrom('analysis_sessions').selectAll().where('video_upload_id', '=', videoUploadId).executeTakeFirst()) ?? null;
  }

  async findById(sessionId: string): Promise<AnalysisSessionRow | null> {
    return (await this.db.selectFrom('analysis_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst()) ?? null;
  }

  /** The full row (with result) and the upload's name, only when it belongs to `userId`. */
  async findOwned(userId: string, sessionId: string): Promise<OwnedSessionRow | null> {
    return (await this.ownedRows().where('s.session_id', '=', sessionId).where('s.user_id', '=', userId).executeTakeFirst()) ?? null;
  }

  /** `findOwned` with the session's place among the user's sessions of its name, in one prepared query. */
  async findOwnedWithPlace(userId: string, sessionId: string): Promise<PlacedSession | null> {
    const { rows } = await this.db.executeQuery(this.placedQuery.bind({ userId, sessionId }));
    const found = rows[0];
    if (!found) return null;
    const { total_duplicates, duplicate_index, ...row } = found;
    return { row, place: placeOf({ total_duplicates, duplicate_index }) };
  }

  /** The newest (by creation) of the user's sessions named `displayName`, numbered the last of them; one prepared query. */
  async findNewestNamed(userId: string, displayName: string): Promise<PlacedSession | null> {
    const { rows } = await this.db.executeQuery(this.newestNamedQuery.bind({ userId, displayName }));
    const found = rows[0];
    if (!found) return null;
    const { total_duplicates, ...row } = found;
    const total = Number(total_duplicates);
    return { row, place: { total_duplicates: total, duplicate_index: total - 1 } };
  }

  private ownedRows() {
    return this.db
      .selectFrom('analysis_sessions as s')
      .leftJoin('video_uploads as u', 'u.id', 's.video_upload_id')
      .selectAll('s')
      .select('u.original_filename')
      .where('s.origin', '=', 'own');
  }

  /** The user's sessions, newest first; one page of them with `page`. */
  async listForUser(userId: string, page?: { limit: number; offset: number }): Promise<SessionListRow[]> {
    let query = this.db
      .selectFrom('analysis_sessions as s')
      .leftJoin('video_uploads as u', 'u.id', 's.video_upload_id')
      .select(LIST_COLUMNS)
      .where('s.user_id', '=', userId)
      .where('s.origin', '=', 'own')
      .orderBy('s.created_at', 'desc')
      .orderBy('s.session_id', 'desc');
    if (page) query = query.limit(page.limit).offset(page.offset);
    return query.execute();
  }

  /**
   * One page of the user's sessions, newest first, in one query: the rows after `after` (keyset) or
   * past `offset`, each with its duplicate numbering, and the user's total (kept in
   * `analysis_session_counts` by the database, so no page counts the user's rows). The subqueries read
   * only the `analysis_sessions_user_page` and `analysis_sessions_user_name_start` indexes.
   */
  async listPage(userId: string, page: PageRequest): Promise<{ rows: PagedSessionRow[]; total: number }> {
    const { rows } = await this.db.executeQuery(this.pageQuery(userId, page));
    const total = rows[0] ? Number(rows[0].total ?? 0) : page.after || page.offset ? await this.countForUser(userId) : 0;
    return {
      rows: rows.map(({ total: _total, total_duplicates, duplicate_index, ...row }) => ({ ...row, place: placeOf({ total_duplicates, duplicate_index }) })),
      total,
    };
  }

  /**
   * The user's list version (decision 020): it changes whenever anything their list pages show may
   * have changed; null while they have no sessions. One primary-key lookup, prepared once.
   */
  async listVersion(userId: string): Promise<string | null> {
    const { rows } = await this.db.executeQuery(this.listVersionQuery.bind({ userId }));
    return rows[0]?.list_version ?? null;
  }

  /** The compiled SQL of `listPage`. */
  pageQuery(userId: string, page: PageRequest): CompiledQuery<PageRow> {
    const kind: PageKind = page.after ? 'after' : page.offset ? 'offset' : 'first';
    return this.preparedPage(kind, page.limit).bind({
      userId,
      createdAt: page.after?.created_at ?? '',
      sessionId: page.after?.session_id ?? '',
      offset: page.offset ?? 0,
    });
  }

  /**
   * The page query compiled once per kind and page size (prepareQuery). The size is written into the
   * SQL rather than bound: PostgreSQL reuses a prepared statement's generic plan only when it costs no
   * more than planning for the values at hand, and for `limit $n` it assumes a tenth of the user's rows,
   * so it would plan every page anew. Clients use a handful of sizes; the cache holds the recent ones.
   */
  private preparedPage(kind: PageKind, limit: number): PreparedQuery<PageParams, PageRow> {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`page size must be a positive integer, not ${limit}`);
    return this.pageQueries.memo(`${kind}:${limit}`, { context: { kind, limit } });
  }

  /**
   * The page's ids first (an index range, or an index walk past `offset`), so the per-row
   * subqueries of `pageOf` run for the page's rows only, never for the rows an offset skips.
   */
  private pageIds(kind: PageKind, limit: number, p: PageParams) {
    const ids = this.db
      .selectFrom('analysis_sessions')
      .select(['session_id', 'created_at'])
      .where('user_id', '=', p.userId)
      .where('origin', '=', 'own')
      .orderBy('created_at', 'desc')
      .orderBy('session_id', 'desc')
      .limit(sql.lit(limit));
    // A row-value comparison: both databases turn it into one range of the page index (an OR of two they may not).
    if (kind === 'after') return ids.where(sql<boolean>`(created_at, session_id) < (${p.createdAt}, ${p.sessionId})`);
    if (kind === 'offset') return ids.offset(p.offset);
    return ids;
  }

  private pageOf(userId: string, ids: ReturnType<AnalysisSessionRepository['pageIds']>) {
    return this.db
      .selectFrom(ids.as('p'))
      .innerJoin('analysis_sessions as s', 's.session_id', 'p.session_id')
      .leftJoin('video_uploads as u', 'u.id', 's.video_upload_id')
      .select(LIST_COLUMNS)
      .select((eb) => [
        eb.selectFrom('analysis_session_counts').select('sessions').where('user_id', '=', userId).as('total'),
        TOTAL_DUPLICATES.as('total_duplicates'),
        DUPLICATE_INDEX.as('duplicate_index'),
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.session_id', 'desc');
  }

  /**
   * One page of the user's sessions whose name contains `text` (case-insensitive), newest first, with
   * the number that match. A plain query: a search reads the user's rows once, unlike the list pages.
   */
  async searchPage(userId: string, text: string, page: PageRequest): Promise<{ rows: PagedSessionRow[]; total: number }> {
    const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const matching = this.db
      .selectFrom('analysis_sessions as s')
      .where('s.user_id', '=', userId)
      .where('s.origin', '=', 'own')
      .where(sql<boolean>`lower(s.display_name) like ${pattern} escape '\\'`);
    const counted = await matching.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    let rows = matching
      .leftJoin('video_uploads as u', 'u.id', 's.video_upload_id')
      .select(LIST_COLUMNS)
      .select([TOTAL_DUPLICATES.as('total_duplicates'), DUPLICATE_INDEX.as('duplicate_index')])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.session_id', 'desc')
      .limit(page.limit);
    if (page.after) rows = rows.where(sql<boolean>`(s.created_at, s.session_id) < (${page.after.created_at}, ${page.after.session_id})`);
    else if (page.offset) rows = rows.offset(page.offset);
    return {
      rows: (await rows.execute()).map(({ total_duplicates, duplicate_index, ...row }) => ({ ...row, place: placeOf({ total_duplicates, duplicate_index }) })),
      total: Number(counted.n),
    };
  }

  /** Renames the user's session; false when it is not theirs (or does not exist). */
  async renameOwned(userId: string, sessionId: string, displayName: string): Promise<boolean> {
    const result = await this.db
      .updateTable('analysis_sessions')
      .set({ display_name: displayName })
      .where('session_id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('origin', '=', 'own')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The user's number of sessions (kept by the database in `analysis_session_counts`). */
  async countForUser(userId: string): Promise<number> {
    const row = await this.db.selectFrom('analysis_session_counts').select('sessions').where('user_id', '=', userId).executeTakeFirst();
    return row ? Number(row.sessions) : 0;
  }

  /** The user's sessions among `sessionIds`, each with its place among the user's sessions of its name. */
  async listOwned(userId: string, sessionIds: readonly string[]): Promise<PagedSessionRow[]> {
    if (sessionIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('analysis_sessions as s')
      .leftJoin('video_uploads as u', 'u.id', 's.video_upload_id')
      .select(LIST_COLUMNS)
      .select([TOTAL_DUPLICATES.as('total_duplicates'), DUPLICATE_INDEX.as('duplicate_index')])
      .where('s.user_id', '=', userId)
      .where('s.origin', '=', 'own')
      .where('s.session_id', 'in', [...sessionIds])
      .execute();
    return rows.map(({ total_duplicates, duplicate_index, ...row }) => ({ ...row, place: placeOf({ total_duplicates, duplicate_index }) }));
  }

  /** The full results of the user's completed sessions among `sessionIds` (compare asks a model with them). */
  async listResultsOwned(userId: string, sessionIds: readonly string[]): Promise<Array<{ session_id: string; result: string | null }>> {
    if (sessionIds.length === 0) return [];
    return this.db
      .selectFrom('analysis_sessions')
      .select(['session_id', 'result'])
      .where('user_id', '=', userId)
      .where('origin', '=', 'own')
      .where('status', '=', 'completed')
      .where('session_id', 'in', [...sessionIds])
      .execute();
  }

  /** The user's own sessions a worker has not finished: queued or processing (a mock answer's are its interview's to recover). */
  async listUnfinished(): Promise<AnalysisSessionRow[]> {
    return this.db.selectFrom('analysis_sessions').selectAll().where('origin', '=', 'own').where('status', 'in', ['queued', 'processing', 'in_progress']).execute();
  }

  /** The ids of the sessions of `origin` a worker has not finished. */
  async listUnfinishedIds(origin: AnalysisOrigin): Promise<string[]> {
    const rows = await this.db
      .selectFrom('analysis_sessions')
      .select('session_id')
      .where('origin', '=', origin)
      .where('status', 'in', ['queued', 'processing', 'in_progress'])
      .execute();
    return rows.map((row) => row.session_id);
  }

  /** The state of each of `sessionIds` that exists (a recorded mock answer reads its analysis so). */
  async statesOf(sessionIds: readonly string[]): Promise<Map<string, AnalysisState>> {
    const states = new Map<string, AnalysisState>();
    for (let i = 0; i < sessionIds.length; i += 500) {
      const rows = await this.db
        .selectFrom('analysis_sessions')
        .select(['session_id', 'status', 'progress', 'error', 'result'])
        .where('session_id', 'in', sessionIds.slice(i, i + 500))
        .execute();
      for (const row of rows) states.set(row.session_id, { status: row.status, progress: Number(row.progress), error: row.error, result: row.result });
    }
    return states;
  }

  async markProcessing(sessionId: string): Promise<void> {
    await this.db
      .updateTable('analysis_sessions')
      .set({ status: 'processing', stage: 'probe', progress: 0, error: null, end_time: null })
      .where('session_id', '=', sessionId)
      .where('status', '!=', 'completed')
      .execute();
    progressSignals.publish(analysisTopic(sessionId));
  }

  async setProgress(sessionId: string, stage: AnalysisStage, progress: number): Promise<void> {
    await this.db
      .updateTable('analysis_sessions')
      .set({ stage, progress })
      .where('session_id', '=', sessionId)
      .where('status', '=', 'processing')
      .execute();
    progressSignals.publish(analysisTopic(sessionId));
  }

  async markCompleted(sessionId: string, values: { result: string; summary: string | null; reportFiles: string | null; endTime: string }): Promise<void> {
    await this.db
      .updateTable('analysis_sessions')
      .set({
        status: 'completed',
        stage: 'done',
        progress: 100,
        error: null,
        result: values.result,
        summary: values.summary,
        report_files: values.reportFiles,
        end_time: values.endTime,
      })
      .where('session_id', '=', sessionId)
      .execute();
    progressSignals.publish(analysisTopic(sessionId));
  }

  /** Rewrites a completed analysis's result without changing its scores (so `summary` stays): a mock report once its recordings are deleted. */
  async replaceResult(sessionId: string, result: string): Promise<void> {
    await this.db.updateTable('analysis_sessions').set({ result }).where('session_id', '=', sessionId).where('status', '=', 'completed').execute();
  }

  /**
   * Rewrites a completed analysis's result with new scores (a speaker correction): its summary, report files and
   * revision follow. Only while the row still holds `readRevision`, the revision the new result was computed from:
   * false when another rewrite landed first (nothing is written then).
   */
  async replaceScoredResult(
    sessionId: string,
    values: { readRevision: string | null; revision: string; result: string; summary: string; reportFiles: string },
  ): Promise<boolean> {
    const updated = await this.db
      .updateTable('analysis_sessions')
      .set({ result: values.result, summary: values.summary, report_files: values.reportFiles, result_revision: values.revision })
      .where('session_id', '=', sessionId)
      .where('status', '=', 'completed')
      .where((eb) => (values.readRevision === null ? eb('result_revision', 'is', null) : eb('result_revision', '=', values.readRevision)))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1;
  }

  /** Never overwrites a completed analysis (a late duplicate delivery must not undo it). */
  async markFailed(sessionId: string, error: string, endTime: string): Promise<boolean> {
    const result = await this.db
      .updateTable('analysis_sessions')
      .set({ status: 'failed', error, end_time: endTime })
      .where('session_id', '=', sessionId)
      .where('status', '!=', 'completed')
      .executeTakeFirst();
    progressSignals.publish(analysisTopic(sessionId));
    return Number(result.numUpdatedRows) > 0;
  }

  /** Admin rerun: a failed analysis goes back to the queue; answers false when it was not failed. */
  async requeueFailed(sessionId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('analysis_sessions')
      .set({ status: 'queued', stage: 'queued', progress: 0, error: null, end_time: null })
      .where('session_id', '=', sessionId)
      .where('status', '=', 'failed')
      .executeTakeFirst();
    progressSignals.publish(analysisTopic(sessionId));
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteById(sessionId: string): Promise<void> {
    await this.db.deleteFrom('analysis_sessions').where('session_id', '=', sessionId).execute();
  }

  /** Deletes the sessions among `sessionIds`; `db` is the caller's transaction when it goes with other writes. */
  async deleteMany(sessionIds: readonly string[], db?: HeldConnection): Promise<void> {
    const target = this.within(db);
    for (let i = 0; i < sessionIds.length; i += 500) await target.deleteFrom('analysis_sessions').where('session_id', 'in', sessionIds.slice(i, i + 500)).execute();
  }

  /** The caller's transaction (in whichever feature's view it holds it) seen as this feature's tables, or the own connection. */
  private within(db: HeldConnection | undefined): AnalysisDb {
    return db ? sameConnectionAs<AnalysisTables>(db) : this.db;
  }
}
