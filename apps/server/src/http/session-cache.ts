import type { SessionUser } from './app-env.ts';

/**
 * Resolved sessions, kept for a few seconds so a burst of API calls resolves its session
 * once instead of on every request (resolving is ~2 ms of better-auth work: signature and
 * two lookups). Sign-out, revocation and every other change made through the auth routes clear
 * it in this process; another process sees such a change within `ttlMs` at the latest.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: SessionUser | null; expiresAt: number }>();
  /** Resolutions under way: requests arriving together (50 at once when an entry expires) share one. */
  private readonly resolving = new Map<string, Promise<SessionUser | null>>();
  /** Bumped by clear(), so a resolution that started before it is answered but not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): SessionUser | null | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.user;
  }

  set(key: string, user: SessionUser | null): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { user, expiresAt: this.now() + this.ttlMs });
  }

  /** The cached user, else the one `resolve` finds (once for all concurrent callers with the same key), then kept. */
  async getOrResolve(key: string, resolve: () => Promise<SessionUser | null>): Promise<SessionUser | null> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.resolving.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const resolution = resolve()
      .then((user) => {
        if (generation === this.generation) this.set(key, user);
        return user;
      })
      .finally(() => {
        if (this.resolving.get(key) === resolution) this.resolving.delete(key);
      });
    this.resolving.set(key, resolution);
    return resolution;
  }

  clear(): void {
    this.entries.clear();
    this.resolving.clear();
    this.generation += 1;
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
