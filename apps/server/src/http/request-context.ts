import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logging/logger.ts';
import type { AppEnv } from './app-env.ts';
import { requestScope } from './request-scope.ts';
import { withResponseHeaders } from './response-headers.ts';
import { requestIsHttps, resolveClientIp } from './client-address.ts';
import { proxyTrustOf, type TrustedProxies } from './trusted-proxies.ts';

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * First middleware: request id (kept from X-Request-Id when sane), a child logger carrying it,
 * the client address and whether it came over HTTPS (through the trusted proxies), and one log line per request.
 */
export function requestContext(logger: Logger, trustedProxies: TrustedProxies): MiddlewareHandler<AppEnv> {
  const trust = proxyTrustOf(trustedProxies);
  return async (c, next) => {
    const incomingId = c.req.header('x-request-id');
    const requestId = incomingId && REQUEST_ID_PATTERN.test(incomingId) ? incomingId : randomUUID();
    const requestLogger = logger.child({ requestId });
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    c.set('requestId', requestId);
    c.set('logger', requestLogger);
    const socketAddress = incoming?.socket?.remoteAddress;
    c.set('clientIp', resolveClientIp({ trust, forwardedFor: c.req.header('x-forwarded-for'), socketAddress }));
    c.set('https', requestIsHttps({ url: c.req.url, trust, socketAddress, forwardedProto: c.req.header('x-forwarded-proto') }));
    const started = performance.now();
    await withResponseHeaders(c, [{ name: 'X-Request-Id', value: requestId }], () => requestScope.run({ requestId }, next));
    requestLogger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}
