import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { withAuthRows } from './auth-rows.ts';

/** The user's e-mail address, or null once the account is gone. */
export async function userEmailOf(db: Kysely<DatabaseSchema>, userId: string): Promise<string | null> {
  const row = await withAuthRows(db).selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst();
  return row?.email ?? null;
}
