import type { Auth } from '../auth/create-auth.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logging/logger.ts';
import type { Mailer } from '../mail/mailer.ts';

/** Everything the HTTP app needs, built once by main.ts (or the test helper). */
export interface AppDeps {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
}
