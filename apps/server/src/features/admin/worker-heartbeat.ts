import { hostname } from 'node:os';
import type { Database } from '../../db/database.ts';
import { adminDb } from './admin-user-table.ts';
import type { Logger } from '../../logging/logger.ts';
import { runNowAndEvery } from '../../shared/run-now-and-every.ts';

/**
 * Records that this worker process is alive now and every `intervalMs`, for the admin Dashboard's
 * system status (the queues' own leases are per job, so an idle worker would show nothing).
 * Answers a stop function.
 */
export function startWorkerHeartbeat(database: Database, logger: Logger, intervalMs = 30_000): () => void {
  const workerId = `${hostname()}:${process.pid}`;
  const db = adminDb(database.db);
  const beat = async () => {
    const at = new Date().toISOString();
    await db
      .insertInto('worker_heartbeats')
      .values({ worker_id: workerId, beat_at: at })
      .onConflict((oc) => oc.column('worker_id').doUpdateSet({ beat_at: at }))
      .execute();
  };
  return runNowAndEvery(beat, intervalMs, (error) => logger.warn({ err: error }, 'worker heartbeat failed'));
}
