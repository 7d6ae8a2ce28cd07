import type { MiddlewareHandler } from 'hono';
import { adminCapabilityOf } from '../../auth/admin-capability.ts';
import type { AppEnv } from '../../http/app-env.ts';

/** Where and on what a user signed in: personal data that only those who manage accounts need. */
const SESSION_DETAIL_KEYS = new Set(['ipAddress', 'userAgent']);

/** An answer with every session's address and device set to null, however deep. */
export function withoutSessionDetails(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSessionDetails);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SESSION_DETAIL_KEYS.has(key) ? null : withoutSessionDetails(inner)]));
}

/**
 * After `requireAdminForAuthRoutes` on better-auth's `/api/auth/admin/*`: staff who may only read
 * (`adminCapabilityOf` → 'read') get the answers without session addresses and user agents.
 */
export function sessionDetailsOnlyForManagers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (adminCapabilityOf(c.get('user')) === 'manage') return;
    if (!c.res.headers.get('content-type')?.includes('application/json')) return;
    const text = await c.res.text();
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      c.res = new Response(text, c.res);
      return;
    }
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    c.res = new Response(JSON.stringify(withoutSessionDetails(answer)), { status: c.res.status, headers });
  };
}
