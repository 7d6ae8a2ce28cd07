import { serve } from '@hono/node-server';
import { createApp } from './http/app.ts';
import { installStrayErrorGuard } from './http/stray-error-guard.ts';
import { loadConfigOrExit } from './load-config-or-exit.ts';
import { createLogger } from './logging/logger.ts';
import { startRuntime } from './server-runtime.ts';
import { startWorkerHeartbeat } from './features/admin/worker-heartbeat.ts';

/**
 * Composition root, in this order: config → logger → stray-error guard → runtime (data folder, database, mailer,
 * auth, the app's and auth's migrations under a lock, object store + job queue + analysis, mock, account) → in-process
 * workers (analysis, mock, account) + heartbeat unless IN_PROCESS_WORKER=false → recover interrupted analysis
 * and mock jobs → retention and account-purge schedules → HTTP server.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  installStrayErrorGuard(logger);
  const runtime = await startRuntime(config, logger);
  const startWorkerWithHeartbeat = async () => {
    await runtime.analysis.startWorker();
    await runtime.mock.startWorker();
    await runtime.account.startWorker();
    return startWorkerHeartbeat(runtime.database, logger);
  };
  // One worker in this process unless separate `npm run worker` processes do the analyses.
  const stopHeartbeat = config.analysis.inProcessWorker ? await startWorkerWithHeartbeat() : () => {};
  await runtime.analysis.recover();
  await runtime.mock.recover();
  const stopRetention = runtime.analysis.scheduleRetention();
  const stopPurgeCheck = runtime.account.schedulePurgeCheck();
  const app = createApp(runtime);
  const server = serve({ fetch: app.fetch, port: config.port }, () => {
    logger.info({ url: config.publicUrl, port: config.port, database: runtime.database.dialect }, `Rehearse is listening on ${config.publicUrl}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stopRetention();
    stopHeartbeat();
    stopPurgeCheck();
    server.close(() => {
      runtime.close().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
    // Keep-alive connections would hold close() open; give them a moment, then leave.
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
