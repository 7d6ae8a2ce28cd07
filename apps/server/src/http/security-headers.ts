import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for API and SPA alike. The SPA needs inline styles (React style props,
 * charts), blob:/data: images and media (recordings, previews); camera and microphone stay
 * allowed for the mock interview.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
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
