import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { MailRecipient } from './account-mails.ts';
import { withAuthRows } from './auth-rows.ts';

/** The user's e-mail address, or null once the account is gone. */
export async function userEmailOf(db: Kysely<DatabaseSchema>, userId: string): Promise<string | null> {
  return (await mailRecipientOf(db, userId))?.email ?? null;
}

/** The user's address and name for an account mail, or null once the account is gone. */
export async function mailRecipientOf(db: Kysely<DatabaseSchema>, userId: string): Promise<MailRecipient | null> {
  const row = await withAuthRows(db).selectFrom('user').select(['email', 'name']).where('id', '=', userId).executeTakeFirst();
  return row ? { email: row.email, name: row.name } : null;
}
