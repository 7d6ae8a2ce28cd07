import { loadConfigOrExit } from './load-config-or-exit.ts';
import { createLogger } from './logging/logger.ts';
import { startRuntime } from './server-runtime.ts';
import { startWorkerHeartbeat } from './features/admin/worker-heartbeat.ts';

/**
 * `npm run worker`: an analysis worker process without HTTP, on the same configuration,
 * database, object store and job queue as the server. Run as many as the machines allow.
 */
async function worker(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel).child({ process: 'worker' });
  const runtime = await startRuntime(config, logger);
  await runtime.analysis.startWorker();
  const stopHeartbeat = startWorkerHeartbeat(runtime.database, logger);
  await runtime.account.startWorker();
  await runtime.mock.startWorker();
  await runtime.analysis.recover();
  await runtime.mock.recover();
  const stopRetention = runtime.analysis.scheduleRetention();
  const stopMockRetention = runtime.mock.scheduleRetention();
  logger.info({ concurrency: config.analysis.workerConcurrency, queue: config.analysis.jobQueue, database: runtime.database.dialect }, 'analysis worker running');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'worker shutting down; waiting for running analyses');
    stopRetention();
    stopMockRetention();
    stopHeartbeat();
    runtime.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'worker shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

worker().catch((error: unknown) => {
  console.error(`Worker start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
