import type { z } from 'zod';

/** An OpenAPI response entry whose body is JSON of `schema`. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } };
}

/** An OpenAPI request with a required JSON body of `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { required: true, content: { 'application/json': { schema } } } };
}

/** A contract path (`/api/feature/…`) relative to the feature's mount point `basePath`, in OpenAPI form. */
export function relativeTo(basePath: string, path: string): string {
  return path.slice(basePath.length);
}

/**
 * A contract path relative to `basePath` in Hono's form (`{id}` → `:id`), for middleware registered beside the
 * OpenAPI routes: Hono reads only `:param`, so a path left with `{id}` would match no request and its middleware
 * would never run.
 */
export function middlewarePathRelativeTo(basePath: string, path: string): string {
  return relativeTo(basePath, path).replace(/\{(\w+)\}/g, ':$1');
}
