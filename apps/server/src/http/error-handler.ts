import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isUnstorableText } from '../db/unstorable-text.ts';
import type { AppEnv } from './app-env.ts';

export const INTERNAL_SERVER_ERROR = 'Internal server error';
export const API_NOT_FOUND = 'Not found';
export const UNSTORABLE_TEXT = 'Text must not contain a null character (U+0000)';

/**
 * `app.onError`: known HTTP errors keep their status and message; text the database cannot hold is the caller's 400;
 * anything else is a logged 500 without details.
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = error.message || (status === 413 ? 'Request body too large' : 'Request failed');
    return c.json({ status: 'error' as const, message }, status);
  }
  if (isUnstorableText(error)) return c.json({ status: 'error' as const, message: UNSTORABLE_TEXT }, 400);
  const logger = c.get('logger');
  if (logger) logger.error({ err: error }, 'unhandled error');
  else console.error(error);
  return c.json({ status: 'error' as const, message: INTERNAL_SERVER_ERROR }, 500);
}

/** 404 for API paths (the SPA fallback answers the others). */
export function apiNotFound(c: Context<AppEnv>): Response {
  return c.json({ status: 'error' as const, message: API_NOT_FOUND }, 404);
}
