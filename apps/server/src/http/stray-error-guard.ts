import type { Logger } from '../logging/logger.ts';
import { requestScope } from './request-scope.ts';

/**
 * What the process does with an error nothing caught (an 'uncaughtException', or an unhandled
 * rejection, which Node turns into one).
 *
 * Inside a request it is logged at error level with the request id and the process keeps serving.
 * Route handlers' own throws never get here (the app's onError answers them); what does is an
 * event emitter of that request — typically one of its streams — failing with no listener. Its
 * damage is that request's, and exiting would take every user down for one bad body.
 *
 * Outside any request (start-up, the job worker, timers) nothing bounds what broke, so after the
 * same error-level log the process exits 1 as Node would, and its supervisor starts it afresh.
 * Neither path is silent: every one is a bug to fix, and the log line says where it came from.
 */
export function handleStrayError(error: unknown, origin: string, deps: { logger: Logger; exit: (code: number) => void }): void {
  const scope = requestScope.getStore();
  if (scope) {
    deps.logger.error({ err: error, origin, requestId: scope.requestId }, 'uncaught error in a request; that request failed, the server keeps running');
    return;
  }
  deps.logger.fatal({ err: error, origin }, 'uncaught error outside any request; exiting');
  deps.exit(1);
}

/** Installs `handleStrayError` for this process (main.ts). */
export function installStrayErrorGuard(logger: Logger): void {
  process.on('uncaughtException', (error, origin) => handleStrayError(error, origin, { logger, exit: (code) => process.exit(code) }));
}
