import { JSON_OBJECT_BODY_REQUIRED } from '@rehearse/contract/auth-messages';
import type { Handler } from 'hono';
import { withoutSessionTokenForCookie, withoutStandingCredentials } from '../auth/auth-answer-secrets.ts';
import { CLIENT_IP_HEADER, LOGIN_METHOD_HEADER } from '../auth/client-ip.ts';
import type { Auth } from '../auth/create-auth.ts';
import { carriesSessionCookie } from '../auth/session-cookie.ts';
import type { AppEnv } from './app-env.ts';
import { carriesBody, declaresJson, isEmptyOrJsonObject } from './json-object-body.ts';

/**
 * The one answer left whole for bearer clients: the caller's own current session, whose token is the
 * credential the request itself presented. A request with the session cookie gets it without the token.
 */
const OWN_SESSION_PATH = '/api/auth/get-session';

/** The bearer plugin's header carrying a new session token; bearer clients read it after sign-in. */
const AUTH_TOKEN_HEADER = 'set-auth-token';

/**
 * Hands `/api/auth/*` to better-auth with the client address the app resolved (clients cannot
 * choose it), refuses JSON bodies that are not objects (400), reads an empty one as `{}`, and rewrites its JSON answers: no
 * standing credential below the top level (see `withoutStandingCredentials`, for every route, so
 * a new route cannot leak one), and errors get the API's `status: 'error'` beside `code`/`message`.
 * A request carrying the browser's session cookie never gets a session token back, in the body or in
 * `set-auth-token`: the cookie is httpOnly so that page scripts cannot hold the session.
 */
export function authHandler(auth: Auth): Handler<AppEnv> {
  return async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    headers.delete(LOGIN_METHOD_HEADER);
    let requestBody: string | undefined;
    if (c.req.method === 'POST' && declaresJson(headers.get('content-type'))) {
      // Read once (the body limit in front bounds it) and handed on as read.
      requestBody = await c.req.raw.text();
      if (!isEmptyOrJsonObject(requestBody)) return c.json({ status: 'error' as const, message: JSON_OBJECT_BODY_REQUIRED }, 400);
      headers.delete('content-length');
    } else if (c.req.method === 'POST' && !headers.has('content-type') && !carriesBody(c.req.raw)) {
      // No body and no type at all is read like an empty JSON body: better-auth's hooks read its fields (500 otherwise).
      headers.set('content-type', 'application/json');
      requestBody = '';
    }
    // A declared JSON body that is empty goes on as `{}`: better-auth reads '' as broken JSON, and some of its
    // hooks (sign-up, update-user) read fields of a missing body and answered 500; `{}` gets each route's own 400.
    const request = new Request(c.req.raw, requestBody === undefined ? { headers } : { headers, body: requestBody.trim() === '' ? '{}' : requestBody });
    const cookieSession = carriesSessionCookie(c.req.header('cookie'));
    const response = withoutTokenHeader(await auth.handler(request), cookieSession);
    if (!response.headers.get('content-type')?.includes('application/json')) return response;
    const text = await response.text();
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = null;
    }
    const out = new Headers(response.headers);
    out.delete('content-length');
    if (response.status < 400) {
      const shown = cookieSession ? withoutSessionTokenForCookie(answer) : c.req.path === OWN_SESSION_PATH ? answer : withoutStandingCredentials(answer);
      return new Response(text === '' ? text : JSON.stringify(shown), { status: response.status, headers: out });
    }
    const message = typeof (answer as { message?: unknown } | null)?.message === 'string' ? (answer as { message: string }).message : response.statusText || 'Request failed';
    return new Response(JSON.stringify({ ...(typeof answer === 'object' && answer ? answer : {}), status: 'error', message }), {
      status: response.status,
      headers: out,
    });
  };
}

function withoutTokenHeader(response: Response, cookieSession: boolean): Response {
  if (!cookieSession || !response.headers.has(AUTH_TOKEN_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.delete(AUTH_TOKEN_HEADER);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
