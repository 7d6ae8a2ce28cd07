import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for API and SPA alike. The SPA needs inline styles (React style props,
 * charts), blob:/data: images and media (recordings, previews); camera and microphone stay
 * allowed for the mock interview, and WebAssembly may be compiled (`'wasm-unsafe-eval'`, not JavaScript's eval) for its
 * face detector (decision 039). `uploadOrigins`: where the browser PUTs mock-interview recordings
 * directly (the S3 endpoint), which `connect-src` must allow.
 */
export function securityHeaders(uploadOrigins: readonly string[] = []) {
  return secureHeaders({
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
  });
}
