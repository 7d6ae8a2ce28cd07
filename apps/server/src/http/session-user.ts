import type { Auth } from '../auth/create-auth.ts';
import type { SessionUser } from './app-env.ts';
import { credentialKey, SessionCache } from './session-cache.ts';

const caches = new WeakMap<Auth, SessionCache>();

/** The short-lived cache of resolved sessions of one auth instance. */
export function sessionCacheOf(auth: Auth): SessionCache {
  let cache = caches.get(auth);
  if (!cache) {
    cache = new SessionCache();
    caches.set(auth, cache);
  }
  return cache;
}

/**
 * The user of the session named by the request: better-auth's session cookie, or a session
 * token as `Authorization: Bearer <token>` (also `Token <token>`, the scheme some spec calls use).
 */
export async function sessionUserOf(auth: Auth, requestHeaders: Headers): Promise<SessionUser | null> {
  const key = credentialKey(requestHeaders);
  if (key === null) return null;
  return sessionCacheOf(auth).getOrResolve(key, () => resolveSessionUser(auth, requestHeaders));
}

async function resolveSessionUser(auth: Auth, requestHeaders: Headers): Promise<SessionUser | null> {
  const headers = new Headers(requestHeaders);
  const authorization = headers.get('authorization');
  if (authorization && /^token\s+/i.test(authorization)) headers.set('authorization', authorization.replace(/^token\s+/i, 'Bearer '));
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  const { user } = session;
  return { id: user.id, email: user.email, name: user.name, role: user.role ?? 'user', emailVerified: user.emailVerified };
}
