import { once } from 'node:events';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './composition/app.ts';
import { trackHttpDrain } from './http/http-drain.ts';
import { installStrayErrorGuard } from './http/stray-error-guard.ts';
import type { Config } from './config.ts';
import { loadConfigOrExit } from './load-config-or-exit.ts';
import { createLogger, type Logger } from './logging/logger.ts';
import { startRuntime } from './composition/server-runtime.ts';
import { scheduleFinishedJobPruning } from './jobs/finished-job-pruning.ts';
import { onShutdownSignal } from './shutdown-signal.ts';
import { scheduleRetentionSweeps } from './composition/schedule-retention-sweeps.ts';

/**
 * Composition root, in this order: config → logger → stray-error guard → runtime (data folder, database, mailer,
 * auth, the app's and auth's migrations under a lock, object store + job queue + analysis, mock, account) → in-process
 * workers (analysis, mock, account) + heartbeat unless IN_PROCESS_WORKER=false → recover interrupted analysis
 * and mock jobs → retention (videos, mock recordings) and account-purge schedules → HTTP server → drain on
 * SIGTERM/SIGINT.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  installStrayErrorGuard(logger);
  const started = start(config, logger);
  // Drain on SIGTERM (a deploy, a scale-in) and SIGINT: no new connections or jobs; requests and analyses in
  // progress finish within SHUTDOWN_GRACE_SECONDS, after which requests are cut off and jobs go back to the queue.
  onShutdownSignal(logger, async (signal) => {
    const { runtime, http, stopSchedules, stopHeartbeat } = await started;
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: finishing requests and jobs in progress');
    stopSchedules();
    const [requestsFinished] = await Promise.all([http.drain(config.shutdownGraceMs), runtime.queue.drain({ graceMs: config.shutdownGraceMs })]);
    if (!requestsFinished) logger.warn('requests still running at the end of the grace time were cut off');
    stopHeartbeat();
    await runtime.close();
    logger.info('stopped');
  });
  await started;
}

/** Everything `npm start` runs, started in order; what the shutdown stops. */
async function start(config: Config, logger: Logger) {
  const runtime = await startRuntime(config, logger);
  // Not awaited: a named whisper model downloads in the background; analyses use PocketSphinx until it is ready.
  void runtime.transcription.start();
  // Not awaited either: answers' meaning is judged by the built-in word vectors until the sentence model is ready.
  void runtime.sentenceModel.start();
  // Not awaited: the interviewer speaks with espeak-ng until the Piper voice is fetched and loaded.
  void runtime.interviewerVoice.start();
  // Not awaited either: the local language model (on a machine that can run it) downloads in the background; model
  // answers come from the built-in rules until it is ready.
  void runtime.languageModels.start();
  const startWorkerWithHeartbeat = async () => {
    await runtime.analysis.startWorker();
    await runtime.mock.startWorker();
    await runtime.account.startWorker();
    await runtime.answerReview.startWorker();
    return runtime.startWorkerHeartbeat();
  };
  // One worker in this process unless separate `npm run worker` processes do the analyses.
  const stopHeartbeat = config.analysis.inProcessWorker ? await startWorkerWithHeartbeat() : () => {};
  await runtime.analysis.recover();
  await runtime.mock.recover();
  const stopRetention = scheduleRetentionSweeps(runtime);
  const stopPurgeCheck = runtime.account.schedulePurgeCheck();
  const stopJobPruning = scheduleFinishedJobPruning(runtime.queue, config.analysis.jobRetentionDays, logger);
  const app = createApp(runtime);
  const server = serve({ fetch: app.fetch, port: config.port });
  const http = trackHttpDrain(server as Server);
  await once(server, 'listening');
  logger.info({ url: config.publicUrl, port: config.port, database: runtime.database.dialect }, `Rehearse is listening on ${config.publicUrl}`);
  const stopSchedules = () => {
    stopRetention();
    stopPurgeCheck();
    stopJobPruning();
  };
  return { runtime, http, stopSchedules, stopHeartbeat };
}

main().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
