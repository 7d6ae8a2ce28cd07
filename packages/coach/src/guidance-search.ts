import MiniSearch from 'minisearch';
import type { GuidancePassage } from './knowledge-base.ts';

export interface GuidanceHit {
  passage: GuidancePassage;
  score: number;
}

/**
 * BM25 ranking (MiniSearch's BM25+) over title, tags and text. Titles and tags weigh more
 * because they name what a passage is about; prefix and light fuzzy matching catch
 * 'filler'/'fillers' and small typos.
 */
export class GuidanceSearch {
  private readonly index: MiniSearch<GuidancePassage>;
  private readonly byId: Map<string, GuidancePassage>;

  constructor(passages: readonly GuidancePassage[]) {
    this.byId = new Map(passages.map((p) => [p.id, p]));
    this.index = new MiniSearch<GuidancePassage>({
      fields: ['title', 'tagText', 'text'],
      extractField: (doc, field) => (field === 'tagText' ? doc.tags.join(' ') : String(doc[field as keyof GuidancePassage] ?? '')),
      searchOptions: { boost: { title: 2, tagText: 3 }, prefix: (term) => term.length > 3, fuzzy: (term) => (term.length > 5 ? 0.15 : false) },
      processTerm: (term) => {
        const t = term.toLowerCase();
        return STOP_WORDS.has(t) ? null : t;
      },
    });
    this.index.addAll(passages);
  }

  /** The best `limit` passages for a question, most relevant first; empty when nothing matches. */
  search(query: string, limit = 3): GuidanceHit[] {
    return this.index
      .search(query, { combineWith: 'OR' })
      .slice(0, limit)
      .flatMap((r) => {
        const passage = this.byId.get(String(r.id));
        return passage ? [{ passage, score: r.score }] : [];
      });
  }

  get(id: string): GuidancePassage | undefined {
    return this.byId.get(id);
  }

  all(): GuidancePassage[] {
    return [...this.byId.values()];
  }
}

// Words that say nothing about a topic; without this 'how can I improve my…' matches everything.
const STOP_WORDS = new Set(
  'a an and are as at be but by can could do does for from give have how i if in is it me my of on or please should so some that the their this to was what when where which who why will with would you your tips tip improve better help'.split(
    ' ',
  ),
);
