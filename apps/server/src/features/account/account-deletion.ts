import type { Auth } from '../../auth/create-auth.ts';
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
import type { UserDataSource } from './user-data-source.ts';

export interface AccountDeletionDeps {
  auth: Auth;
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
 * purge job, which retries until they are gone. The confirmation mail goes to the address read
 * before the account row went.
 */
export class AccountDeletion {
  constructor(private readonly deps: AccountDeletionDeps) {}

  async delete(userId: string, request: AccountDeleteRequest): Promise<{ pendingFiles: number }> {
    if (request.confirm !== DELETE_CONFIRM_WORD) throw new AccountProblem(400, DELETE_CONFIRM_INVALID);
    const matches = await passwordMatches(this.deps.auth, userId, request.password ?? '');
    if (matches === false) throw new AccountProblem(400, WRONG_PASSWORD);

    const recipient = await this.deps.recipientOf(userId);
    const keys = (await Promise.all(this.deps.sources.map((source) => source.objectKeysOfUser(userId)))).flat();
    await this.deps.purges.add(keys);
    for (const source of this.deps.sources) await source.deleteForUser(userId);
    // Sessions are gone from the database; the resolved-session cache must not keep them alive.
    sessionCacheOf(this.deps.auth).clear();
    this.deps.logger.info({ userId, files: keys.length }, 'account deleted');

    const pendingFiles = await purgePendingObjects(this.deps.purges, this.deps.objects, this.deps.logger);
    if (pendingFiles > 0) await enqueueObjectPurge(this.deps.queue);
    if (recipient) {
      // The account is gone either way; a mail server that is down must not turn that into an error.
      await this.deps.mailer.send(accountDeletedMail(recipient, this.deps.replyTo)).catch((error: unknown) => {
        this.deps.logger.warn({ err: error, userId }, 'account deletion mail not sent');
      });
    }
    return { pendingFiles };
  }
}
