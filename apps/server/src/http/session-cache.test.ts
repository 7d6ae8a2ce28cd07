import { describe, expect, it } from 'vitest';
import { credentialKey, SessionCache } from './session-cache.ts';

const alice = { id: 'u1', email: 'a@example.com', name: 'Alice', role: 'user', emailVerified: true };

describe('SessionCache', () => {
  it('answers until the entry expires', () => {
    let now = 1_000;
    const cache = new SessionCache(5_000, 10, () => now);
    cache.set('k', alice);
    expect(cache.get('k')).toEqual(alice);
    now += 4_999;
    expect(cache.get('k')).toEqual(alice);
    now += 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('remembers a rejected credential as null, distinct from unknown', () => {
    const cache = new SessionCache();
    cache.set('bad', null);
    expect(cache.get('bad')).toBeNull();
    expect(cache.get('other')).toBeUndefined();
  });

  it('drops the oldest entry when full, and everything on clear', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('a', alice);
    cache.set('b', alice);
    cache.set('c', alice);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(alice);
    cache.clear();
    expect(cache.get('b')).toBeUndefined();
  });

  it('keeps the entry read most recently when full', () => {
    const cache = new SessionCache(5_000, 2);
    cache.set('a', alice);
    cache.set('b', alice);
    cache.get('a');
    cache.set('c', alice);
    expect(cache.get('a')).toEqual(alice);
    expect(cache.get('b')).toBeUndefined();
  });
});

describe('SessionCache.getOrResolve', () => {
  it('resolves once for concurrent callers and keeps the answer', async () => {
    const cache = new SessionCache();
    let calls = 0;
    let finish: (user: typeof alice) => void = () => {};
    const resolve = () => {
      calls += 1;
      return new Promise<typeof alice>((done) => (finish = done));
    };
    const answers = Promise.all([cache.getOrResolve('k', resolve), cache.getOrResolve('k', resolve), cache.getOrResolve('k', resolve)]);
    finish(alice);
    expect(await answers).toEqual([alice, alice, alice]);
    expect(await cache.getOrResolve('k', resolve)).toEqual(alice);
    expect(calls).toBe(1);
  });

  it('does not keep, or share after clear, a resolution that started before clear', async () => {
    const cache = new SessionCache();
    let finish: (user: typeof alice | null) => void = () => {};
    const before = cache.getOrResolve('k', () => new Promise((done) => (finish = done)));
    cache.clear();
    const after = cache.getOrResolve('k', async () => null);
    finish(alice);
    expect(await before).toEqual(alice);
    expect(await after).toBeNull();
    expect(cache.get('k')).toBeNull();
  });

  it('resolves again once the kept answer expires', async () => {
    let now = 1_000;
    const cache = new SessionCache(5_000, 10, () => now);
    let calls = 0;
    const resolve = async () => {
      calls += 1;
      return calls === 1 ? alice : null;
    };
    expect(await cache.getOrResolve('k', resolve)).toEqual(alice);
    now += 4_999;
    expect(await cache.getOrResolve('k', resolve)).toEqual(alice);
    now += 1;
    expect(await cache.getOrResolve('k', resolve)).toBeNull();
    expect(calls).toBe(2);
  });

  it('does not keep a resolution that was under way at clear', async () => {
    const cache = new SessionCache();
    let finish: (user: typeof alice) => void = () => {};
    const before = cache.getOrResolve('k', () => new Promise((done) => (finish = done)));
    cache.clear();
    finish(alice);
    expect(await before).toEqual(alice);
    expect(cache.get('k')).toBeUndefined();
  });

  it('resolves again after a failed resolution', async () => {
    const cache = new SessionCache();
    await expect(cache.getOrResolve('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.getOrResolve('k', async () => alice)).toEqual(alice);
  });
});

describe('credentialKey', () => {
  it('keys on the authorization header and only the session cookies', () => {
    const a = credentialKey(new Headers({ cookie: 'theme=dark; better-auth.session_token=abc' }));
    const b = credentialKey(new Headers({ cookie: 'better-auth.session_token=abc; theme=light' }));
    expect(a).toBe(b);
    expect(credentialKey(new Headers({ authorization: 'Bearer t1' }))).not.toBe(credentialKey(new Headers({ authorization: 'Bearer t2' })));
    expect(credentialKey(new Headers({ cookie: 'theme=dark' }))).toBeNull();
  });
});
