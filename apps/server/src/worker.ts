import type { Config } from './config.ts';
import { loadConfigOrExit } from './load-config-or-exit.ts';
import { createLogger, type Logger } from './logging/logger.ts';
import { startRuntime } from './composition/server-runtime.ts';
import { onShutdownSignal } from './shutdown-signal.ts';
import { scheduleRetentionSweeps } from './composition/schedule-retention-sweeps.ts';

/**
 * `npm run worker`: an analysis worker process without HTTP, on the same configuration,
 * database, object store and job queue as the server. Run as many as the machines allow.
 */
async function worker(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel).child({ process: 'worker' });
  const started = start(config, logger);
  // Drain on SIGTERM/SIGINT: take no new jobs; running ones finish within SHUTDOWN_GRACE_SECONDS or go back to
  // the queue (their attempt not counted) for another worker, so none stays active for ever or is lost.
  onShutdownSignal(logger, async (signal) => {
    const { runtime, stopRetention, stopHeartbeat } = await started;
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'worker shutting down: finishing or handing back running jobs');
    stopRetention();
    await runtime.queue.drain({ graceMs: config.shutdownGraceMs });
    stopHeartbeat();
    await runtime.close();
    logger.info('worker stopped');
  });
  const { runtime } = await started;
  logger.info({ concurrency: config.analysis.workerConcurrency, queue: config.analysis.jobQueue, database: runtime.database.dialect }, 'analysis worker running');
}

/** Everything the worker runs, started in order; what the shutdown stops. */
async function start(config: Config, logger: Logger) {
  const runtime = await startRuntime(config, logger);
  // Not awaited: a named whisper model downloads in the background; analyses use PocketSphinx until it is ready.
  void runtime.transcription.start();
  // Not awaited either: answers' meaning is judged by the built-in word vectors until the sentence model is ready.
  void runtime.sentenceModel.start();
  // Not awaited either: the local language model (on a machine that can run it) downloads in the background; model
  // answers come from the built-in rules until it is ready.
  void runtime.languageModels.start();
  await runtime.analysis.startWorker();
  const stopHeartbeat = runtime.startWorkerHeartbeat();
  await runtime.account.startWorker();
  await runtime.mock.startWorker();
  await runtime.answerReview.startWorker();
  await runtime.analysis.recover();
  await runtime.mock.recover();
  const stopRetention = scheduleRetentionSweeps(runtime);
  return { runtime, stopRetention, stopHeartbeat };
}

worker().catch((error: unknown) => {
  console.error(`Worker start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
