import type { Readable } from 'node:stream';
import type { LoginHistoryItem } from '@rehearse/contract/account-api';
import type { Auth } from '../../auth/create-auth.ts';
import type { Database } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { AccountDeletion } from './account-deletion.ts';
import { exportFileName, exportZip } from './account-export.ts';
import { dataExportReadyMail } from './account-mails.ts';
import { authUserData } from './auth-user-data.ts';
import { createObjectPurgeHandler, OBJECT_PURGE_JOB, schedulePurgeCheck } from './object-purge.ts';
import { accountDb } from './account-tables.ts';
import { ObjectPurgeRepository } from './object-purge-repository.ts';
import { recentSignIns } from './recent-sign-ins.ts';
import type { ExportOptions, UserDataSource } from '../../shared/user-data-source.ts';
import { mailRecipientOf } from './user-email.ts';

export interface AccountRuntimeDeps {
  database: Database;
  auth: Auth;
  objects: ObjectStore;
  queue: JobQueue;
  logger: Logger;
  mailer: Mailer;
  /** Reply-To of the account mails (export ready, deletion confirmed). */
  supportEmail: string;
  /** Every feature's source of user data (each offers its own through its entry); the account's own rows come last on their own. */
  sources: readonly UserDataSource[];
}

export interface AccountRuntime {
  /** The registered sources, the account's own last: what export and deletion cover. */
  sources: readonly UserDataSource[];
  deletion: AccountDeletion;
  exportZip(userId: string, options: ExportOptions): Promise<AccountExport>;
  loginHistory(userId: string): Promise<LoginHistoryItem[]>;
  purges: ObjectPurgeRepository;
  /** Runs the purge job in this process (with the analysis worker). */
  startWorker(): Promise<void>;
  /** Enqueues the purge job now and hourly while files are pending; answers its stop function. */
  schedulePurgeCheck(intervalMs?: number): () => void;
}

export interface AccountExport {
  zip: Readable;
  fileName: string;
}

export function createAccountRuntime(deps: AccountRuntimeDeps): AccountRuntime {
  const db = deps.database.db;
  const logger = deps.logger.child({ component: 'account' });
  const purges = new ObjectPurgeRepository(db);
  const sources = [...deps.sources, authUserData(db)];
  const recipientOf = (userId: string) => mailRecipientOf(db, userId);

  async function mailExportReady(userId: string, fileName: string, options: ExportOptions): Promise<void> {
    try {
      const recipient = await recipientOf(userId);
      if (recipient) await deps.mailer.send(dataExportReadyMail(recipient, { fileName, videos: options.videos }, deps.supportEmail));
    } catch (error) {
      logger.warn({ err: error, userId }, 'data export mail not sent');
    }
  }

  return {
    sources,
    deletion: new AccountDeletion({
      auth: deps.auth,
      database: deps.database,
      sources,
      purges,
      objects: deps.objects,
      queue: deps.queue,
      logger,
      mailer: deps.mailer,
      replyTo: deps.supportEmail,
      recipientOf,
    }),
    async exportZip(userId, options) {
      const at = new Date();
      const zip = await exportZip(sources, userId, options, logger, at);
      const fileName = exportFileName(at);
      // The export message promises a mail 'when ready': once the last byte has gone out, not for a download broken off.
      zip.once('end', () => void mailExportReady(userId, fileName, options));
      return { zip, fileName };
    },
    loginHistory: (userId) => recentSignIns(accountDb(db), userId),
    purges,
    startWorker: () => deps.queue.work(OBJECT_PURGE_JOB, createObjectPurgeHandler(purges, deps.objects, logger)),
    schedulePurgeCheck: (intervalMs) => schedulePurgeCheck(purges, deps.queue, logger, intervalMs),
  };
}
