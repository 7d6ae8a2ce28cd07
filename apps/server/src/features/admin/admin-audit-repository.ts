import { adminAuditEntrySchema, type AdminAuditEntry } from '@rehearse/contract/admin-audit';
import type { Selectable } from 'kysely';
import type { AdminDb } from './admin-user-table.ts';
import type { AdminAuditLogTable } from './admin-tables.ts';
import { z } from 'zod';
import { readStoredJson } from '../../db/stored-json.ts';

export type NewAuditEntry = Omit<AdminAuditEntry, 'id' | 'created_at'>;

/** SQL for `admin_audit_log`; rows are only ever added. */
export class AdminAuditRepository {
  constructor(private readonly db: AdminDb) {}

  async insert(entry: AdminAuditEntry, db: AdminDb = this.db): Promise<void> {
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
    before: storedValues(row.before),
    after: storedValues(row.after),
  });
}

const auditValuesSchema = z.record(z.string(), z.unknown());

/** An entry's stored values; a corrupt one is shown as such, so the log still lists the entry. */
function storedValues(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  const stored = readStoredJson(text, auditValuesSchema);
  return stored.readable ? stored.value : { unreadable: `The stored values could not be read (${stored.reason}).` };
}
