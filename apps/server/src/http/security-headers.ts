import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env.ts';
import { withResponseHeaders } from './response-headers.ts';

/** Hono's default HSTS value: 180 days, subdomains included. */
const STRICT_TRANSPORT_SECURITY = 'max-age=15552000; includeSubDomains';

/**
 * Security headers for API and SPA alike. The SPA needs inline styles (React style props,
 * charts), blob:/data: images and media (recordings, previews); camera and microphone stay
 * allowed for the mock interview, and WebAssembly may be compiled (`'wasm-unsafe-eval'`, not JavaScript's eval) for its
 * face detector (decision 039). `uploadOrigins`: where the browser PUTs mock-interview recordings
 * directly (the S3 endpoint), which `connect-src` must allow.
 * HSTS only on answers that reached the client over HTTPS (`c.var.https`): over plain HTTP it would
 * tell a browser to insist on HTTPS for the whole domain, subdomains included, before anyone chose to.
 */
export function securityHeaders(uploadOrigins: readonly string[] = []): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...uploadOrigins],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    permissionsPolicy: { camera: ['self'], microphone: ['self'], geolocation: [] },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  const hsts = [{ name: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }];
  return (c, next) => headers(c, c.get('https') ? () => withResponseHeaders(c, hsts, next) : next);
}
