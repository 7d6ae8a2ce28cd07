import { LRUCache } from 'lru-cache';
import type { SessionUser } from './app-env.ts';

/** What is kept for a credential: its user, or null for one that names no session (lru-cache keeps no nulls). */
interface Resolved {
  user: SessionUser | null;
}

type Resolve = () => Promise<SessionUser | null>;

/**
 * Resolved sessions, kept for a few seconds so a burst of API calls resolves its session
 * once instead of on every request (resolving is ~2 ms of better-auth work: signature and
 * two lookups). Sign-out, revocation and every other change made through the auth routes clear
 * it in this process; another process sees such a change within `ttlMs` at the latest.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Resolved, Resolve>;

  constructor(ttlMs = 5_000, maxEntries = 10_000, now: () => number = Date.now) {
    this.entries = new LRUCache<string, Resolved, Resolve>({
      max: maxEntries,
      // lru-cache keeps an entry while its age is at most `ttl`; this cache promises less than `ttlMs` (whole milliseconds).
      ttl: ttlMs - 1,
      ttlResolution: 0,
      perf: { now },
      // Requests arriving together (50 at once when an entry expires) share one resolution.
      fetchMethod: async (_key, _stale, { context: resolve }) => ({ user: await resolve() }),
      // A resolution under way when clear() runs still answers its callers, but is not kept.
      ignoreFetchAbort: true,
    });
  }

  get(key: string): SessionUser | null | undefined {
    return this.entries.get(key)?.user;
  }

  set(key: string, user: SessionUser | null): void {
    this.entries.set(key, { user });
  }

  /** The cached user, else the one `resolve` finds (once for all concurrent callers with the same key), then kept. */
  async getOrResolve(key: string, resolve: Resolve): Promise<SessionUser | null> {
    return (await this.entries.forceFetch(key, { context: resolve })).user;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The credential a request presents: its Authorization header and session cookie together. */
export function credentialKey(headers: Headers): string | null {
  const authorization = headers.get('authorization') ?? '';
  const sessionCookie = (headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => /^(__Secure-)?better-auth\.session_(token|data)=/.test(part))
    .sort()
    .join(';');
  if (!authorization && !sessionCookie) return null;
  return `${authorization}\n${sessionCookie}`;
}
