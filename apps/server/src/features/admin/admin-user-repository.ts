import type { AdminUserItem } from '@rehearse/contract/admin-api';
import { DEFAULT_ANALYSIS_CREDITS, userTypeSchema } from '@rehearse/contract/user-settings';
import { sql } from 'kysely';
import { isoOf, isTrue, type AdminDb, type AdminUserColumns } from './admin-user-table.ts';
import { escapeLike } from '../../db/escape-like.ts';

type UserRow = Pick<AdminUserColumns['user'], 'id' | 'name' | 'email' | 'role' | 'banned' | 'user_type' | 'analysis_credits' | 'createdAt'>;

const COLUMNS = ['id', 'name', 'email', 'role', 'banned', 'user_type', 'analysis_credits', 'createdAt'] as const;

/** SQL over better-auth's `user` table for the Users tab. Changes go through better-auth (admin-service.ts). */
export class AdminUserRepository {
  constructor(private readonly db: AdminDb) {}

  /** Newest first; `search` matches name or e-mail, case-insensitively. */
  async list(search: string | undefined, page: { limit: number; offset: number }): Promise<{ users: AdminUserItem[]; total: number }> {
    let query = this.db.selectFrom('user');
    if (search) {
      const pattern = `%${escapeLike(search.toLowerCase())}%`;
      query = query.where((eb) =>
        eb.or([eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`), eb(sql`lower(email)`, 'like', sql`${pattern} escape '\\'`)]),
      );
    }
    const [rows, total] = await Promise.all([
      query.select(COLUMNS).orderBy('createdAt', 'desc').orderBy('id').limit(page.limit).offset(page.offset).execute(),
      query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { users: rows.map((row) => this.toItem(row)), total: Number(total.n) };
  }

  async find(id: string): Promise<AdminUserItem | null> {
    const row = await this.db.selectFrom('user').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? this.toItem(row) : null;
  }

  /**
   * Adds `amount` to the balance in one conditional UPDATE (a missing balance counts as the spec's 10, as everywhere);
   * answers the new balance, or null when it would go below 0.
   */
  async addCredits(id: string, amount: number): Promise<number | null> {
    const balance = sql<number>`coalesce(analysis_credits, ${DEFAULT_ANALYSIS_CREDITS})`;
    const row = await this.db
      .updateTable('user')
      .set({ analysis_credits: sql<number>`${balance} + ${amount}` })
      .where('id', '=', id)
      .where(sql<number>`${balance} + ${amount}`, '>=', 0)
      .returning('analysis_credits')
      .executeTakeFirst();
    return row ? Number(row.analysis_credits) : null;
  }

  private toItem(row: UserRow): AdminUserItem {
    const userType = userTypeSchema.safeParse(row.user_type);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      user_type: userType.success ? userType.data : 'student',
      status: isTrue(row.banned) ? 'inactive' : 'active',
      role: row.role ?? 'user',
      analysis_credits: row.analysis_credits === null ? DEFAULT_ANALYSIS_CREDITS : Number(row.analysis_credits),
      created_at: isoOf(row.createdAt),
    };
  }
}
