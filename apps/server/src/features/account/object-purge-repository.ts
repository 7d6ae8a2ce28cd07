import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import { accountDb, type AccountDb } from './account-tables.ts';

/** Keys of deleted accounts' files still to remove from the object store. */
export class ObjectPurgeRepository {
  private readonly db: AccountDb;

  constructor(db: Kysely<DatabaseSchema>) {
    this.db = accountDb(db);
  }

  async add(keys: readonly string[], at = new Date()): Promise<void> {
    const unique = [...new Set(keys)];
    for (let i = 0; i < unique.length; i += 200) {
      const values = unique.slice(i, i + 200).map((key) => ({ key, attempts: 0, last_error: null, created_at: at.toISOString() }));
      await this.db.insertInto('account_object_purges').values(values).onConflict((oc) => oc.column('key').doNothing()).execute();
    }
  }

  async list(limit = 500): Promise<string[]> {
    const rows = await this.db.selectFrom('account_object_purges').select('key').orderBy('created_at').limit(limit).execute();
    return rows.map((row) => row.key);
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('account_object_purges').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async done(key: string): Promise<void> {
    await this.db.deleteFrom('account_object_purges').where('key', '=', key).execute();
  }

  async failed(key: string, error: string): Promise<void> {
    await this.db
      .updateTable('account_object_purges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 1000) }))
      .where('key', '=', key)
      .execute();
  }
}
