import { createAuth, type Auth } from './auth/create-auth.ts';
import { migrateAuth } from './auth/migrate-auth.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Logger } from './logging/logger.ts';
import { ensurePrivateDir } from './storage/private-files.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { AppDeps } from './http/app-deps.ts';
import type { AnalysisEngine } from './features/analysis/analysis-engine.ts';
import { createConfiguredAnalysis } from './features/analysis/analysis-runtime.ts';
import { currentAdminSettings, currentMaxUploadBytes } from './features/admin/current-admin-settings.ts';
import { analysisUserData } from './features/account/analysis-user-data.ts';
import { createAccountRuntime } from './features/account/account-runtime.ts';
import { coachUserData } from './features/account/coach-user-data.ts';
import { loginHistoryUserData } from './features/account/login-history-user-data.ts';
import { userEmailOf } from './features/account/user-email.ts';
import { createMockRuntime } from './features/mock/mock-runtime.ts';
import { mockUserData } from './features/account/mock-user-data.ts';

/**
 * Opens the database, applies the app's and better-auth's migrations, and builds the mailer and
 * auth: the shared start-up of the server, the admin CLI and the test app.
 */
export async function startRuntime(
  config: Config,
  logger: Logger,
  overrides: { analysisEngine?: AnalysisEngine } = {},
): Promise<AppDeps & { close(): Promise<void> }> {
  await ensurePrivateDir(config.dataDir);
  const database: Database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    const mailer = createMailer(config, logger);
    // Admin settings (stored in the database, environment values as defaults) apply at once: each use reads them.
    const defaultCredits = async () => (await currentAdminSettings(database, config)).default_credits;
    const auth: Auth = createAuth({ config, database, mailer, logger, defaultCredits });
    await migrateAuth(auth);
    // Builds the object store, job queue and analysis feature; nothing runs until main.ts/worker.ts start it.
    const { analysis, queue, objects } = createConfiguredAnalysis({
      config,
      database,
      mailer,
      logger,
      engine: overrides.analysisEngine,
      liveSettings: {
        maxUploadBytes: () => currentMaxUploadBytes(database, config),
        retentionDays: async () => (await currentAdminSettings(database, config)).retention_days,
        maxUnstartedUploads: async () => (await currentAdminSettings(database, config)).max_unstarted_uploads,
      },
    });
    const mock = createMockRuntime({
      database,
      objects,
      queue,
      engine: analysis.engine,
      analysis,
      secret: config.authSecret,
      logger,
      workerConcurrency: config.analysis.workerConcurrency,
    });
    // Every feature that keeps data of a user registers its source here, so data export and account
    // deletion cover it (features/account/user-data-source.ts).
    const account = createAccountRuntime({
      database,
      auth,
      objects,
      queue,
      logger,
      sources: [
        analysisUserData(database.db, objects),
        mockUserData(database.db),
        coachUserData(database.db),
        loginHistoryUserData(database.db, (userId) => userEmailOf(database.db, userId)),
      ],
    });
    return {
      config,
      database,
      auth,
      mailer,
      logger,
      objects,
      queue,
      analysis,
      account,
      mock,
      close: async () => {
        await queue.stop();
        await mailer.close();
        await database.destroy();
      },
    };
  } catch (error) {
    await database.destroy();
    throw error;
  }
}
