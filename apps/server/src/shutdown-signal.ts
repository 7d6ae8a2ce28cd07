import type { Logger } from './logging/logger.ts';

/**
 * Runs `shutdown` on the first SIGTERM or SIGINT, then exits 0 (1 when it throws). Installed before start-up, so a
 * signal that comes while the process is still starting drains it once started instead of killing it half-way.
 * Later signals are ignored: Ctrl-C reaches the process twice (from the terminal and forwarded by npm).
 */
export function onShutdownSignal(logger: Logger, shutdown: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
