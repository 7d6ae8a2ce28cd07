import { apiErrorSchema } from '@rehearse/contract/api-error';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';

/** Both error shapes at once: the API's `{status, message}` and the spec's mock `{success, error}`. */
export const mockErrorBody = (message: string) => ({ status: 'error' as const, message, success: false as const, error: message });

/**
 * Gives every error answer under the mock routes the mock shape too. The routes' own errors have it already; the
 * shared middleware in front of them — the sign-in check, request validation, the media-type gate, the rate and
 * body limits, the origin check — answers `{status:'error', message}` only, and the screen reads `success`/`error`.
 * Mounted around all of them (app.ts), so that no refusal escapes it.
 */
export function withMockErrorFields(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (answer.status < 400 || !answer.headers.get('content-type')?.includes('application/json')) return;
    const body: unknown = await answer.clone().json().catch(() => null);
    const parsed = apiErrorSchema.safeParse(body);
    if (!parsed.success || (typeof body === 'object' && body !== null && 'success' in body)) return;
    const headers = new Headers(answer.headers);
    headers.delete('content-length');
    // Cleared first: Hono merges the old answer's headers into a new one otherwise, content-length included.
    c.res = undefined;
    c.res = new Response(JSON.stringify(mockErrorBody(parsed.data.message)), { status: answer.status, headers });
  };
}
