import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging/logger.ts';
import type { AppEnv } from './app-env.ts';
import { requestScope } from './request-scope.ts';
import { withResponseHeaders } from './response-headers.ts';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The client address: X-Forwarded-For only behind a trusted proxy, else the socket's. */
export function resolveClientIp(options: {
  trustProxy: boolean;
  forwardedFor: string | undefined;
  socketAddress: string | undefined;
}): string {
  const forwarded = options.forwardedFor?.split(',')[0]?.trim();
  if (options.trustProxy && forwarded) return forwarded;
  if (options.socketAddress) return options.socketAddress.replace(/^::ffff:/, '');
  // In-process requests (tests through app.request) have no socket; they may name an address.
  return forwarded || 'unknown';
}

/**
 * First middleware: request id (kept from X-Request-Id when sane), a child logger carrying it,
 * the client address, and one log line per request.
 */
export function requestContext(logger: Logger, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incomingId = c.req.header('x-request-id');
    const requestId = incomingId && REQUEST_ID_PATTERN.test(incomingId) ? incomingId : randomUUID();
    const requestLogger = logger.child({ requestId });
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    c.set('requestId', requestId);
    c.set('logger', requestLogger);
    c.set(
      'clientIp',
      resolveClientIp({ trustProxy, forwardedFor: c.req.header('x-forwarded-for'), socketAddress: incoming?.socket?.remoteAddress }),
    );
    const started = performance.now();
    await withResponseHeaders(c, [{ name: 'X-Request-Id', value: requestId }], () => requestScope.run({ requestId }, next));
    requestLogger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}
