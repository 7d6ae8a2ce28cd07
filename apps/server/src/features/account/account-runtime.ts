import type { Readable } from 'node:stream';
import type { LoginHistoryItem } from '@rehearse/contract/account-api';
import type { Auth } from '../../auth/create-auth.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { AccountDeletion } from './account-deletion.ts';
import { exportZip } from './account-export.ts';
import { authUserData } from './auth-user-data.ts';
import { createObjectPurgeHandler, OBJECT_PURGE_JOB, schedulePurgeCheck } from './object-purge.ts';
import { ObjectPurgeRepository } from './object-purge-repository.ts';
import { recentSignIns } from './recent-sign-ins.ts';
import type { ExportOptions, UserDataSource } from './user-data-source.ts';

export interface AccountRuntimeDeps {
  database: Database;
  auth: Auth;
  objects: ObjectStore;
  queue: JobQueue;
  logger: Logger;
  /** Every feature's source of user data (server-runtime.ts registers them); the account's own rows come last on their own. */
  sources: readonly UserDataSource[];
}

export interface AccountRuntime {
  /** The registered sources, the account's own last: what export and deletion cover. */
  sources: readonly UserDataSource[];
  deletion: AccountDeletion;
  exportZip(userId: string, options: ExportOptions): Promise<Readable>;
  loginHistory(userId: string): Promise<LoginHistoryItem[]>;
  purges: ObjectPurgeRepository;
  /** Runs the purge job in this process (with the analysis worker). */
  startWorker(): Promise<void>;
  /** Enqueues the purge job now and hourly while files are pending; answers its stop function. */
  schedulePurgeCheck(intervalMs?: number): () => void;
}

export function createAccountRuntime(deps: AccountRuntimeDeps): AccountRuntime {
  const db = deps.database.db;
  const logger = deps.logger.child({ component: 'account' });
  const purges = new ObjectPurgeRepository(db);
  const sources = [...deps.sources, authUserData(db)];
  return {
    sources,
    deletion: new AccountDeletion({ auth: deps.auth, sources, purges, objects: deps.objects, queue: deps.queue, logger }),
    exportZip: (userId, options) => exportZip(sources, userId, options, logger),
    loginHistory: (userId) => recentSignIns(db, userId),
    purges,
    startWorker: () => deps.queue.work(OBJECT_PURGE_JOB, createObjectPurgeHandler(purges, deps.objects, logger)),
    schedulePurgeCheck: (intervalMs) => schedulePurgeCheck(purges, deps.queue, logger, intervalMs),
  };
}
