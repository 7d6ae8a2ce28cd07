import type { Kysely } from 'kysely';
import { narrowedDatabase } from '../../db/narrowed-database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';

/** One message sent with the contact form, kept whether or not the support mailbox got it. Times are ISO-8601 UTC text. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip_address: string | null;
  /** delivered | failed: whether the support mailbox got it. */
  delivery_status: string;
  created_at: string;
}

export interface ContactTables {
  contact_messages: ContactMessagesTable;
}

/** What the contact feature's SQL sees: its own table and nothing else. */
export type ContactDb = Kysely<ContactTables>;

/** The app's database seen as the contact feature's table. */
export function contactDb(db: Kysely<DatabaseSchema>): ContactDb {
  return narrowedDatabase<ContactTables>(db);
}
