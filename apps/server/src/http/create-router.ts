import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';
import { validationHook } from './validation-hook.ts';

/**
 * A feature's router: validation failures answer 400 `{status:'error', message}`. Paths match
 * exactly, so declare them as the spec writes them (most end in '/').
 */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
