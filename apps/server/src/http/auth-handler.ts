import type { Handler } from 'hono';
import { CLIENT_IP_HEADER, LOGIN_METHOD_HEADER } from '../auth/client-ip.ts';
import type { Auth } from '../auth/create-auth.ts';
import type { AppEnv } from './app-env.ts';

/**
 * Hands `/api/auth/*` to better-auth with the client address the app resolved (clients cannot
 * choose it), and gives its JSON errors the API's `status: 'error'` field beside `code`/`message`.
 */
export function authHandler(auth: Auth): Handler<AppEnv> {
  return async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    headers.delete(LOGIN_METHOD_HEADER);
    const request = new Request(c.req.raw, { headers });
    const response = await auth.handler(request);
    if (response.status < 400 || !response.headers.get('content-type')?.includes('application/json')) return response;
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const message = typeof (body as { message?: unknown } | null)?.message === 'string' ? (body as { message: string }).message : response.statusText || 'Request failed';
    const out = new Headers(response.headers);
    out.delete('content-length');
    return new Response(JSON.stringify({ ...(typeof body === 'object' && body ? body : {}), status: 'error', message }), {
      status: response.status,
      headers: out,
    });
  };
}
