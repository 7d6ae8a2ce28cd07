import type { Kysely } from 'kysely';
import type { UserColumns } from './user-table.ts';

/** Whom an analysis mail goes to: the address, the name to greet, and the settings that say whether they want it. */
export interface MailRecipient {
  email: string;
  name: string;
  /** JSON text of the user's settings (see analysis-notification.ts). */
  settings: string | null;
}

/** Reads a user row as a mail recipient. */
export class MailRecipientRepository {
  constructor(private readonly db: Kysely<UserColumns>) {}

  async findMailRecipient(userId: string): Promise<MailRecipient | null> {
    const row = await this.db.selectFrom('user').select(['email', 'name', 'settings']).where('id', '=', userId).executeTakeFirst();
    return row ?? null;
  }
}
