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
