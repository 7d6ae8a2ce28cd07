import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env.ts';
import { validationHook } from './validation-hook.ts';

/** A feature's router: validation failures answer 400 `{status:'error', message}`. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook, strict: false });
}
