import type { Auth } from '../auth/create-auth.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Logger } from '../logging/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { ObjectStore } from '../storage/object-store.ts';

/** The shared ports the composition root builds once and hands to the features: each takes the ones it uses. */
export interface ServerPorts {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
  objects: ObjectStore;
  queue: JobQueue;
}
