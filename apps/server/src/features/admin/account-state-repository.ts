import { isoOf, isTrue, type AdminDb } from './admin-user-table.ts';

/** What an admin action can change on an account, as the audit log records it before and after. */
export interface AccountState {
  id: string;
  email: string;
  role: string;
  is_superuser: boolean;
  banned: boolean;
  ban_reason: string | null;
  ban_expires: string | null;
  /** Sessions the account holds now (signed-in devices). */
  sessions: number;
}

/** SQL over better-auth's `user` and `session` tables: an account's state, and whose a session is. */
export class AccountStateRepository {
  constructor(private readonly db: AdminDb) {}

  async find(userId: string): Promise<AccountState | null> {
    const row = await this.db
      .selectFrom('user')
      .select(['id', 'email', 'role', 'is_superuser', 'banned', 'banReason', 'banExpires'])
      .select((eb) => eb.selectFrom('session').select(eb.fn.countAll<number>().as('n')).whereRef('session.userId', '=', 'user.id').as('sessions'))
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      email: row.email,
      role: row.role ?? 'user',
      is_superuser: isTrue(row.is_superuser),
      banned: isTrue(row.banned),
      ban_reason: row.banReason,
      ban_expires: row.banExpires === null ? null : isoOf(row.banExpires),
      sessions: Number(row.sessions ?? 0),
    };
  }

  /** The account a session token belongs to, or null. */
  async ownerOfSession(token: string): Promise<string | null> {
    const row = await this.db.selectFrom('session').select('userId').where('token', '=', token).executeTakeFirst();
    return row?.userId ?? null;
  }
}
