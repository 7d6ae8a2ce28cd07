import { adminSettingsSchema, type AdminSettings } from '@rehearse/contract/admin-settings';
import { DEFAULT_ANALYSIS_CREDITS } from '@rehearse/contract/user-settings';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { adminDb } from './admin-user-table.ts';
import { AdminSettingsRepository } from './admin-settings-repository.ts';

const MIB = 1024 * 1024;

/** The environment's values: what the service uses until an admin stores another. */
export function adminSettingsDefaults(config: Pick<Config, 'analysis'>): AdminSettings {
  return {
    max_video_size_mb: Math.max(1, Math.round(config.analysis.maxUploadBytes / MIB)),
    default_credits: DEFAULT_ANALYSIS_CREDITS,
    retention_days: Math.max(1, Math.round(config.analysis.retentionDays)),
    max_unstarted_uploads: config.analysis.maxUnstartedUploads,
  };
}

/**
 * The settings in force now: stored values over the environment's defaults. Read from the database
 * on every call (one small query), so a change made by any API process applies at once in every
 * process and worker. Upload, registration and the retention sweep call this.
 */
export async function currentAdminSettings(database: Pick<Database, 'db'>, config: Pick<Config, 'analysis'>): Promise<AdminSettings> {
  const stored = await new AdminSettingsRepository(adminDb(database.db)).stored();
  const merged = { ...adminSettingsDefaults(config), ...stored };
  // A stored value outside today's bounds (a bound tightened later) falls back to the default.
  const parsed = adminSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : adminSettingsDefaults(config);
}

/** The upload limit in bytes now. */
export async function currentMaxUploadBytes(database: Pick<Database, 'db'>, config: Pick<Config, 'analysis'>): Promise<number> {
  return (await currentAdminSettings(database, config)).max_video_size_mb * MIB;
}
