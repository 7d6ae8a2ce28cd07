import { adminAuditEntrySchema, type AdminAuditEntry } from '@rehearse/contract/admin-audit';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { AdminAuditLogTable } from './admin-tables.ts';

export type NewAuditEntry = Omit<AdminAuditEntry, 'id' | 'created_at'>;

/** SQL for `admin_audit_log`; rows are only ever added. */
export class AdminAuditRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(entry: AdminAuditEntry, db: Kysely<DatabaseSchema> = this.db): Promise<void> {
    await db
      .insertInto('admin_audit_log')
      .values({
        ...entry,
        before: entry.before ? JSON.stringify(entry.before) : null,
        after: entry.after ? JSON.stringify(entry.after) : null,
      })
      .execute();
  }

  /** Newest first. */
  async list(page: { limit: number; offset: number }): Promise<AdminAuditEntry[]> {
    const rows = await this.db.selectFrom('admin_audit_log').selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute();
    return rows.map(toEntry);
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('admin_audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

function toEntry(row: Selectable<AdminAuditLogTable>): AdminAuditEntry {
  return adminAuditEntrySchema.parse({
    ...row,
    before: row.before ? JSON.parse(row.before) : null,
    after: row.after ? JSON.parse(row.after) : null,
  });
}
