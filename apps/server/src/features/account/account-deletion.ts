import type { Auth } from '../../auth/create-auth.ts';
import { sessionCacheOf } from '../../http/session-user.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Logger } from '../../logging/logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { DELETE_CONFIRM_INVALID, DELETE_CONFIRM_WORD, WRONG_PASSWORD, type AccountDeleteRequest } from '@rehearse/contract/account-api';
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
}

/**
 * Deletes an account and everything of it. Files are recorded for purging before the rows naming
 * them go; each file deleted at once is struck off, and any the store refused stay recorded for the
 * purge job, which retries until they are gone.
 */
export class AccountDeletion {
  constructor(private readonly deps: AccountDeletionDeps) {}

  async delete(userId: string, request: AccountDeleteRequest): Promise<{ pendingFiles: number }> {
    if (request.confirm !== DELETE_CONFIRM_WORD) throw new AccountProblem(400, DELETE_CONFIRM_INVALID);
    const matches = await passwordMatches(this.deps.auth, userId, request.password ?? '');
    if (matches === false) throw new AccountProblem(400, WRONG_PASSWORD);

    const keys = (await Promise.all(this.deps.sources.map((source) => source.objectKeysOfUser(userId)))).flat();
    await this.deps.purges.add(keys);
    for (const source of this.deps.sources) await source.deleteForUser(userId);
    // Sessions are gone from the database; the resolved-session cache must not keep them alive.
    sessionCacheOf(this.deps.auth).clear();
    this.deps.logger.info({ userId, files: keys.length }, 'account deleted');

    const pendingFiles = await purgePendingObjects(this.deps.purges, this.deps.objects, this.deps.logger);
    if (pendingFiles > 0) await enqueueObjectPurge(this.deps.queue);
    return { pendingFiles };
  }
}
