import { describe, expect, it } from 'vitest';
import { ListPageCache } from './list-page-cache.ts';

const page = (listVersion: string, chars: number) => ({ listVersion, json: 'x'.repeat(chars) });

describe('ListPageCache', () => {
  it('keys a page by user, size and start, so no two users or pages share an entry', () => {
    const keys = [
      ListPageCache.keyOf('ann', {}),
      ListPageCache.keyOf('ann', { limit: 20 }),
      ListPageCache.keyOf('bob', { limit: 20 }),
      ListPageCache.keyOf('ann', { limit: 10 }),
      ListPageCache.keyOf('ann', { limit: 20, cursor: 'abc' }),
      ListPageCache.keyOf('ann', { limit: 20, offset: 20 }),
      // A user id that ends like another key's fields must not run into them.
      ListPageCache.keyOf('ann\u000020', { limit: 2 }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers a kept page with the version it was read at, and forgets a page set again', () => {
    const cache = new ListPageCache(1_000);
    cache.set('a', page('7', 10));
    expect(cache.get('a')).toEqual(page('7', 10));
    cache.set('a', page('8', 20));
    expect(cache.get('a')?.listVersion).toBe('8');
    expect(cache.size).toBe(20);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('stays within its characters, dropping the least recently used pages first', () => {
    const cache = new ListPageCache(800);
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) cache.set(key, page('1', 100));
    cache.get('a');
    cache.set('i', page('1', 100));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('i')).toBeDefined();
    expect(cache.size).toBe(800);
  });

  it('keeps no list larger than an eighth of it, so one huge list cannot push out everyone else’s', () => {
    const cache = new ListPageCache(800);
    cache.set('a', page('1', 100));
    cache.set('huge', page('1', 101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size).toBe(100);
  });

  it('drops a kept page when the same list comes back too large to keep', () => {
    const cache = new ListPageCache(800);
    cache.set('a', page('1', 100));
    cache.set('a', page('2', 101));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
