import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * For upload routes: an error answer says `Connection: close`, so Node closes the socket after it
 * instead of reading the rest of a body nobody wants (up to the whole upload) to keep the connection.
 * Mount it before the checks whose refusals it should cover.
 */
export function closeConnectionOnError(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status >= 400) c.header('Connection', 'close');
  };
}
