import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { contactDb } from './contact-tables.ts';
import { exportJson, type UserDataSource } from '../../shared/user-data-source.ts';

/** Messages sent with the contact form (features/contact) from the account's address. */
export function contactUserData(database: Kysely<DatabaseSchema>, emailOf: (userId: string) => Promise<string | null>): UserDataSource {
  const db = contactDb(database);
  const messagesOf = async (userId: string) => {
    const email = await emailOf(userId);
    if (!email) return [];
    return db
      .selectFrom('contact_messages')
      .select(['created_at', 'name', 'email', 'subject', 'message', 'delivery_status'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .orderBy('created_at', 'asc')
      .execute();
  };
  return {
    name: 'contact',
    description: 'contact-messages.json: the messages you sent with the contact form from your account’s address (the copies mailed to support are not in Rehearse).',
    async exportForUser(userId) {
      return [{ path: 'contact-messages.json', content: exportJson(await messagesOf(userId)) }];
    },
    objectKeysOfUser: async () => [],
    async deleteForUser(userId) {
      const email = await emailOf(userId);
      if (email) await db.deleteFrom('contact_messages').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).execute();
    },
  };
}
