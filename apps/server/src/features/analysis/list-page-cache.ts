import { LRUCache } from 'lru-cache';

/** A list page as the API answered it, and the user's list version it was read at. */
export interface KeptListPage {
  listVersion: string;
  json: string;
}

/** No one list may take more than this share of the cache (a user's unpaged list of thousands would empty it). */
const LARGEST_SHARE = 1 / 8;

/**
 * The lists and list pages this process answered recently (decision 020), least recently used out first
 * and bounded by the characters of their JSON. A kept page is only an answer while the user's list
 * version in the database is still the one it was read at: the caller checks that before using it.
 */
export class ListPageCache {
  private readonly pages: LRUCache<string, KeptListPage>;

  constructor(maxChars: number) {
    this.pages = new LRUCache<string, KeptListPage>({
      maxSize: maxChars,
      maxEntrySize: Math.max(1, Math.floor(maxChars * LARGEST_SHARE)),
      sizeCalculation: (page) => page.json.length,
    });
  }

  /** The key of one user's list (no limit) or page: its size and where it starts (a cursor or an offset as sent). */
  static keyOf(userId: string, page: { limit?: number; cursor?: string; offset?: number; q?: string }): string {
    return `${userId}\u0000${page.limit ?? ''}\u0000${page.cursor ?? ''}\u0000${page.offset ?? ''}\u0000${page.q ?? ''}`;
  }

  get(key: string): KeptListPage | undefined {
    return this.pages.get(key);
  }

  /** Keeps `page` under `key` in place of what was there; a page too large for its share is not kept, and the old one goes. */
  set(key: string, page: KeptListPage): void {
    this.pages.set(key, page);
  }

  delete(key: string): void {
    this.pages.delete(key);
  }

  /** Characters of JSON kept (the tests read it). */
  get size(): number {
    return this.pages.calculatedSize;
  }
}
