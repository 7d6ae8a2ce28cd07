import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './app-deps.ts';
import type { AppEnv } from '../http/app-env.ts';

/** A feature's routes, mounted by createApp under `basePath` (see route-modules.ts). */
export interface RouteModule {
  basePath: string;
  create(deps: AppDeps): OpenAPIHono<AppEnv>;
}
