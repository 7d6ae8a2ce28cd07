// Paths only, no schemas: the landing page's contact form and the shell's public config read them.

/** Endpoints anyone may call, mounted under `/api`. */
export const PUBLIC_API_BASE_PATH = '/api';

export const PUBLIC_API_PATHS = {
  /** POST: a message from the landing page's contact form. */
  contact: '/api/contact/',
  /** GET: what the browser needs before sign-in (Google sign-in on or off, upload limit…). */
  publicConfig: '/api/config/public',
  health: '/api/health',
  /** The OpenAPI document and the API info page (Swagger UI over it). */
  openapi: '/api/openapi.json',
  docs: '/api/docs',
} as const;
