// Where the end-to-end server keeps its data; the specs read the outbox and create staff from here.
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..');
// Overridable so that several end-to-end runs on one machine each start from and wipe only their own folder.
export const e2eDataDir = process.env.E2E_DATA_DIR ?? join(repoRoot, '.e2e-data');
// Overridable so that several checkouts can run the end-to-end suite on one PostgreSQL server at once.
export const E2E_DATABASE_NAME = process.env.E2E_DATABASE_NAME ?? 'rehearse_e2e';

export function e2eDatabaseUrl() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl || !/^postgres(ql)?:\/\//.test(serverUrl)) return `sqlite:${join(e2eDataDir, 'rehearse.sqlite')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${E2E_DATABASE_NAME}`;
  return url.toString();
}
