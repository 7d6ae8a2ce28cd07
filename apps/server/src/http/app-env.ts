import type { Logger } from '../logging/logger.ts';

/** The signed-in user as route handlers see it (from the session cookie or a bearer token). */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** 'user' | 'admin' */
  role: string;
  emailVerified: boolean;
}

/** Hono environment of every route: per-request values set by the app's middleware. */
export interface AppEnv {
  Variables: {
    /** Also sent back as the X-Request-Id header. */
    requestId: string;
    /** Child of the app logger carrying `requestId`. */
    logger: Logger;
    /** The client address (socket, or X-Forwarded-For behind a trusted proxy). */
    clientIp: string;
    /** The client reached the app over HTTPS (this server's own TLS, or X-Forwarded-Proto from a trusted proxy). */
    https: boolean;
    /** Set by requireUser / requireStaff; absent on public routes. */
    user: SessionUser;
  };
}
