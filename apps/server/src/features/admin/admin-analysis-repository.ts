import type { AdminAnalysisItem } from '@rehearse/contract/admin-api';
import type { AnalysisStatus } from '@rehearse/contract/analysis-api';
import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { escapeLike } from './admin-user-repository.ts';
import { withAdminUserTable, type AdminUserColumns } from './admin-user-table.ts';
import { overallScoreOf } from '@rehearse/contract/overall-score';
import { summaryOverallMakeupOf } from '../../db/summary-overall.ts';

/** SQL for the Analyses tab: every user's analyses, with the owner's e-mail. */
export class AdminAnalysisRepository {
  private readonly db: Kysely<AdminUserColumns & DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.db = withAdminUserTable(db);
  }

  /** Newest first; `search` matches the title or the owner's e-mail or name; `status` filters exactly. */
  async list(filter: { search?: string; status?: AnalysisStatus }, page: { limit: number; offset: number }): Promise<{ analyses: AdminAnalysisItem[]; total: number }> {
    let query = this.db.selectFrom('analysis_sessions as s').leftJoin('user as u', 'u.id', 's.user_id');
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
  }
}
