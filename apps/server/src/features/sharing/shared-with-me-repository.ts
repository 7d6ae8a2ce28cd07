import { type ExpressionBuilder } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { SharingUserColumns, SharingDb } from './sharing-user-table.ts';

type Scope = SharingUserColumns & DatabaseSchema;
type SessionScope = ExpressionBuilder<Scope & { s: DatabaseSchema['analysis_sessions'] }, 's'>;

export interface SharedAnalysisRow {
  session_id: string;
  owner_id: string;
  display_name: string;
  summary: string | null;
  created_at: string;
  owner_name: string;
  owner_settings: string | null;
  recording: boolean;
}

/**
 * SQL of "Shared with me": a completed analysis is visible to a viewer only through an accepted,
 * unrevoked share of its owner naming that viewer and covering it (the analysis itself, the mock
 * interview it was made from, or all). Nothing else — no role, no profile field — opens anything.
 */
export class SharedWithMeRepository {
  constructor(private readonly db: SharingDb) {}

  /** Accepted shares naming the viewer that cover the analysis `s`: live ones (unrevoked) or, with `revoked`, withdrawn ones. */
  private coveringShares(eb: SessionScope, viewerId: string, revoked = false) {
    return eb
      .selectFrom('shares as sh')
      .whereRef('sh.owner_id', '=', 's.user_id')
      .where('sh.viewer_id', '=', viewerId)
      .where('sh.accepted_at', 'is not', null)
      .where('sh.revoked_at', revoked ? 'is not' : 'is', null)
      .where((w) =>
        w.or([
          w('sh.scope', '=', 'all'),
          w.and([w('sh.scope', '=', 'analysis'), w('sh.target_id', '=', w.ref('s.session_id'))]),
          w.and([
            w('sh.scope', '=', 'mock_interview'),
            w.exists(
              w
                .selectFrom('mock_sessions as m')
                .select('m.id')
                .whereRef('m.id', '=', 'sh.target_id')
                .whereRef('m.analysis_session_id', '=', 's.session_id')
                .whereRef('m.user_id', '=', 's.user_id'),
            ),
          ]),
        ]),
      );
  }

  private visible(viewerId: string) {
    return this.db
      .selectFrom('analysis_sessions as s')
      .innerJoin('user as u', 'u.id', 's.user_id')
      .where('s.status', '=', 'completed')
      .where((eb) => eb.exists(this.coveringShares(eb, viewerId).select('sh.id')));
  }

  private columns(viewerId: string) {
    return this.visible(viewerId).select((eb) => [
      's.session_id',
      's.user_id as owner_id',
      's.display_name',
      's.summary',
      's.created_at',
      'u.name as owner_name',
      'u.settings as owner_settings',
      // The recording only where a covering share includes it and the file is still stored.
      eb
        .and([
          eb.exists(this.coveringShares(eb, viewerId).where('sh.include_recording', '=', 1).select('sh.id')),
          eb.exists(eb.selectFrom('video_uploads as vu').select('vu.id').whereRef('vu.id', '=', 's.video_upload_id').where('vu.deleted_at', 'is', null)),
        ])
        .as('recording'),
    ]);
  }

  async list(viewerId: string, page: { limit: number; offset: number }): Promise<{ rows: SharedAnalysisRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.columns(viewerId).orderBy('s.created_at', 'desc').orderBy('s.session_id', 'desc').limit(page.limit).offset(page.offset).execute(),
      this.visible(viewerId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(normalised), total: Number(total.n) };
  }

  /** The analysis with its result JSON and the newest share that covers it (comments hang on it), or undefined. */
  async find(viewerId: string, sessionId: string): Promise<(SharedAnalysisRow & { result: string | null; share_id: string }) | undefined> {
    const row = await this.columns(viewerId)
      .select((eb) => [
        's.result',
        this.coveringShares(eb, viewerId).select('sh.id').orderBy('sh.accepted_at', 'desc').orderBy('sh.id', 'desc').limit(1).as('share_id'),
      ])
      .where('s.session_id', '=', sessionId)
      .executeTakeFirst();
    if (!row?.share_id) return undefined;
    return { ...normalised(row), result: row.result, share_id: row.share_id };
  }

  /**
   * Whether the viewer could see this completed analysis once and its owner has withdrawn that: a covering share of
   * theirs was revoked. Callers ask only after `find` found no live share.
   */
  async withdrawn(viewerId: string, sessionId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('analysis_sessions as s')
      .select('s.session_id')
      .where('s.session_id', '=', sessionId)
      .where('s.status', '=', 'completed')
      .where((eb) => eb.exists(this.coveringShares(eb, viewerId, true).select('sh.id')))
      .executeTakeFirst();
    return row !== undefined;
  }
}

function normalised<T extends Omit<SharedAnalysisRow, 'recording'> & { recording: unknown }>(row: T): T & SharedAnalysisRow {
  // PostgreSQL answers booleans, SQLite 0/1.
  return { ...row, recording: row.recording === true || row.recording === 1 || row.recording === '1' };
}
