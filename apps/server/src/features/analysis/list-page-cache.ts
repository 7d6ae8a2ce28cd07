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
  private readonly pages = new Map<string, KeptListPage>();
  private chars = 0;

  constructor(private readonly maxChars: number) {}

  /** The key of one user's list (no limit) or page: its size and where it starts (a cursor or an offset as sent). */
  static keyOf(userId: string, page: { limit?: number; cursor?: string; offset?: number; q?: string }): string {
    return `${userId}\u0000${page.limit ?? ''}\u0000${page.cursor ?? ''}\u0000${page.offset ?? ''}\u0000${page.q ?? ''}`;
  }

  get(key: string): KeptListPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: KeptListPage): void {
    this.delete(key);
    if (page.json.length > this.maxChars * LARGEST_SHARE) return;
    this.pages.set(key, page);
    this.chars += page.json.length;
    for (const [oldest, kept] of this.pages) {
      if (this.chars <= this.maxChars) break;
      this.pages.delete(oldest);
      this.chars -= kept.json.length;
    }
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.chars -= page.json.length;
  }

  /** Characters of JSON kept (the tests read it). */
  get size(): number {
    return this.chars;
  }
}
