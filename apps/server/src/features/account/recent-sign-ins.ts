import type { LoginHistoryItem } from '@rehearse/contract/account-api';
import type { AccountDb } from './account-tables.ts';
import { loginHistoryItem } from './login-history-view.ts';

/** How many attempts the login-history modal shows. */
export const LOGIN_HISTORY_LIMIT = 50;

/** The user's latest sign-in attempts, newest first. */
export async function recentSignIns(db: AccountDb, userId: string, limit = LOGIN_HISTORY_LIMIT): Promise<LoginHistoryItem[]> {
  const rows = await db
    .selectFrom('login_history')
    .select(['created_at', 'ip_address', 'user_agent', 'status'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(loginHistoryItem);
}
