import type { Auth } from '../../auth/create-auth.ts';
import { deleteSignInBackoffOf } from '../../auth/sign-in-backoff-repository.ts';
import type { Database } from '../../db/database.ts';
import { scrubDeletedRows } from '../../db/scrub-deleted-rows.ts';
import { deleteHitsOf } from '../../http/rate-limit-repository.ts';
import { sessionCacheOf } from '../../http/session-user.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { DELETE_CONFIRM_INVALID, DELETE_CONFIRM_WORD, WRONG_PASSWORD, type AccountDeleteRequest } from '@rehearse/contract/account-api';
import { accountDeletedMail, type MailRecipient } from './account-mails.ts';
import { AccountProblem } from './account-problem.ts';
import { enqueueObjectPurge, purgePendingObjects } from './object-purge.ts';
import type { ObjectPurgeRepository } from './object-purge-repository.ts';
import { passwordMatches } from './password-check.ts';
import type { UserDataSource } from '../../shared/user-data-source.ts';

export interface AccountDeletionDeps {
  auth: Auth;
  /** For what names the user outside the sources' rows (request counters, sign-in back-off) and the scrub at the end. */
  database: Database;
  /** In order; the account's own rows (the user row) last. */
  sources: readonly UserDataSource[];
  purges: ObjectPurgeRepository;
  objects: ObjectStore;
  queue: JobQueue;
  logger: Logger;
  mailer: Mailer;
  /** Reply-To of the confirmation mail (the support address). */
  replyTo: string;
  recipientOf(userId: string): Promise<MailRecipient | null>;
}

/**
 * Deletes an account and everything of it. Files are recorded for purging before the rows naming
 * them go; each file deleted at once is struck off, and any the store refused stay recorded for the
 * purge job, which retries until they are gone. Counters that name the user (by id or address) go
 * too, and at the end the database is made to forget the deleted rows (scrub-deleted-rows.ts). The
 * confirmation mail goes to the address read before the account row went.
 */
export class AccountDeletion {
  constructor(private readonly deps: AccountDeletionDeps) {}

  async delete(userId: string, request: AccountDeleteRequest): Promise<{ pendingFiles: number }> {
    if (request.confirm !== DELETE_CONFIRM_WORD) throw new AccountProblem(400, DELETE_CONFIRM_INVALID);
    const matches = await passwordMatches(this.deps.auth, userId, request.password ?? '');
    if (matches === false) throw new AccountProblem(400, WRONG_PASSWORD);

    const recipient = await this.deps.recipientOf(userId);
    const keys = (await Promise.all(this.deps.sources.map((source) => source.objectKeysOfUser(userId)))).flat();
    const prefixes = this.deps.sources.flatMap((source) => source.objectPrefixesOfUser?.(userId) ?? []);
    await this.deps.purges.add([...keys, ...prefixes]);
    for (const source of this.deps.sources) await source.deleteForUser(userId);
    await deleteHitsOf(this.deps.database.db, userId);
    await deleteSignInBackoffOf(this.deps.database.db, userId, recipient?.email ?? null);
    // Sessions are gone from the database; the resolved-session cache must not keep them alive.
    sessionCacheOf(this.deps.auth).clear();
    this.deps.logger.info({ userId, files: keys.length }, 'account deleted');

    const pendingFiles = await purgePendingObjects(this.deps.purges, this.deps.objects, this.deps.logger);
    if (pendingFiles > 0) await enqueueObjectPurge(this.deps.queue);
    // Last: the purge rows just struck off named the user's files (and so the user id).
    if (!(await scrubDeletedRows(this.deps.database))) this.deps.logger.warn({ userId }, 'database log not emptied after an account deletion (a reader was busy); the next checkpoint overwrites it');
    if (recipient) {
      // The account is gone either way; a mail server that is down must not turn that into an error.
      await this.deps.mailer.send(accountDeletedMail(recipient, this.deps.replyTo)).catch((error: unknown) => {
        this.deps.logger.warn({ err: error, userId }, 'account deletion mail not sent');
      });
    }
    return { pendingFiles };
  }
}
