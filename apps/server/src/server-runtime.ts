import { createAuth, type Auth } from './auth/create-auth.ts';
import { migrateAuth } from './auth/migrate-auth.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Logger } from './logging/logger.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { AppDeps } from './http/app-deps.ts';

/**
 * Opens the database, applies the app's and better-auth's migrations, and builds the mailer and
 * auth: the shared start-up of the server, the admin CLI and the test app.
 */
export async function startRuntime(config: Config, logger: Logger): Promise<AppDeps & { close(): Promise<void> }> {
  const database: Database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    const mailer = createMailer(config, logger);
    const auth: Auth = createAuth({ config, database, mailer, logger });
    await migrateAuth(auth);
    return {
      config,
      database,
      auth,
      mailer,
      logger,
      close: async () => {
        await mailer.close();
        await database.destroy();
      },
    };
  } catch (error) {
    await database.destroy();
    throw error;
  }
}
