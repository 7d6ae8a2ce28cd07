import { ADMIN_SETTING_KEYS, type AdminSettings } from '@rehearse/contract/admin-settings';
import type { AdminDb } from './admin-user-table.ts';
import { z } from 'zod';
import { readStoredJson } from '../../db/stored-json.ts';

/** SQL for `admin_settings`: the values an admin stored, key by key. */
export class AdminSettingsRepository {
  constructor(private readonly db: AdminDb) {}

  /** The stored values; keys never stored (or no longer known) are absent. */
  async stored(): Promise<Partial<AdminSettings>> {
    const rows = await this.db.selectFrom('admin_settings').select(['key', 'value']).execute();
    const values: Partial<AdminSettings> = {};
    for (const row of rows) {
      const key = ADMIN_SETTING_KEYS.find((k) => k === row.key);
      // A corrupt value is left out: the setting's default applies until an admin saves it again.
      const stored = readStoredJson(row.value, z.number());
      if (key && stored.readable) values[key] = stored.value;
    }
    return values;
  }

  async save(values: Partial<AdminSettings>, at: string, db: AdminDb = this.db): Promise<void> {
    for (const [key, value] of Object.entries(values)) {
      await db
        .insertInto('admin_settings')
        .values({ key, value: JSON.stringify(value), updated_at: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: at }))
        .execute();
    }
  }
}
