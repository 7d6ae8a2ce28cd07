import { getMigrations } from 'better-auth/db/migration';
import type { Auth } from './create-auth.ts';

/** Creates or extends better-auth's tables (the CLI crashes on Node 20, so this runs in-process). */
export async function migrateAuth(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
