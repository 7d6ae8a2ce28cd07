import { HEALTH_PARTS, type HealthPart } from '@rehearse/contract/health';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

/** A part that does not answer within this long counts as down (a hung bucket must not hang the probe). */
const CHECK_TIMEOUT_MS = 3000;

export type HealthChecks = Record<HealthPart, 'ok' | 'down'>;

/** Checks the database, the object store and the job queue at once; never throws. */
export async function runHealthChecks(deps: { database: Database; objects: ObjectStore; queue: JobQueue }): Promise<HealthChecks> {
  const probes: Record<HealthPart, () => Promise<unknown>> = {
    database: () => sql`select 1`.execute(deps.database.db),
    object_store: () => deps.objects.checkReachable?.() ?? Promise.resolve(),
    queue: () => deps.queue.stats?.() ?? Promise.resolve(),
  };
  const results = await Promise.all(HEALTH_PARTS.map((part) => withTimeout(probes[part]()).then(() => 'ok' as const, () => 'down' as const)));
  return Object.fromEntries(HEALTH_PARTS.map((part, i) => [part, results[i]])) as HealthChecks;
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
