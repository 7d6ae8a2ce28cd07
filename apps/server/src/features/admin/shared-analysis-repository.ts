import type { SharedAnalysisItem } from '@rehearse/contract/admin-panel';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { withAdminUserTable, type AdminUserColumns } from './admin-user-table.ts';
import { overallScoreOf } from './overall-score.ts';

/**
 * SQL for `/admin-panel`: completed analyses whose owner's settings say `privacy.analysisPublic`
 * is true. Nothing else of any user is ever read here.
 */
export class SharedAnalysisRepository {
  private readonly db: Kysely<AdminUserColumns & DatabaseSchema>;
  private readonly shared: RawBuilder<boolean>;

  constructor(database: Pick<Database, 'db' | 'dialect'>) {
    this.db = withAdminUserTable(database.db);
    this.shared =
      database.dialect === 'postgres'
        ? sql<boolean>`(cast(u.settings as json)->'privacy'->>'analysisPublic') = 'true'`
        : sql<boolean>`json_extract(u.settings, '$.privacy.analysisPublic') = 1`;
  }

  private base() {
    return this.db
      .selectFrom('analysis_sessions as s')
      .innerJoin('user as u', 'u.id', 's.user_id')
      .where('s.status', '=', 'completed')
      .where(this.shared);
  }

  async list(page: { limit: number; offset: number }): Promise<{ analyses: SharedAnalysisItem[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.base()
        .select(['s.session_id', 's.display_name', 's.summary', 's.created_at', 'u.name'])
        .orderBy('s.created_at', 'desc')
        .orderBy('s.session_id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      this.base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { analyses: rows.map(toItem), total: Number(total.n) };
  }

  /** The shared analysis with its full result JSON, or null when absent or not shared. */
  async find(sessionId: string): Promise<{ item: SharedAnalysisItem; result: string | null } | null> {
    const row = await this.base()
      .select(['s.session_id', 's.display_name', 's.summary', 's.created_at', 's.result', 'u.name'])
      .where('s.session_id', '=', sessionId)
      .executeTakeFirst();
    return row ? { item: toItem(row), result: row.result } : null;
  }
}

function toItem(row: { session_id: string; display_name: string; summary: string | null; created_at: string; name: string }): SharedAnalysisItem {
  return { id: row.session_id, owner_name: row.name, title: row.display_name, score: overallScoreOf(row.summary), date: row.created_at };
}
