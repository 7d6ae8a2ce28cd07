import type { GuidanceSearch } from './guidance-search.ts';
import type { GuidancePassage } from './knowledge-base.ts';

/** Passages written for someone with no recording yet ("…to get your first baseline"): wrong once they have one. */
const NEWCOMER_PASSAGES = new Set(['scores-more-data']);

/** What an answer may quote: nothing an earlier answer gave, and no newcomer advice to someone with analyses. */
export interface GuidanceFilter {
  given: ReadonlySet<string>;
  hasAnalyses: boolean;
}

export function mayQuote(passage: GuidancePassage, filter: GuidanceFilter): boolean {
  return !filter.given.has(passage.id) && !(filter.hasAnalyses && NEWCOMER_PASSAGES.has(passage.id));
}

/** The best passage per query (in query order), at most `limit`, each once and all allowed by `filter`. */
export function pickGuidance(search: GuidanceSearch, queries: readonly string[], limit: number, filter: GuidanceFilter): GuidancePassage[] {
  const chosen: GuidancePassage[] = [];
  for (const q of queries) {
    if (chosen.length >= limit) break;
    const hit = search.search(q, 10).find((h) => mayQuote(h.passage, filter) && !chosen.some((c) => c.id === h.passage.id));
    if (hit) chosen.push(hit.passage);
  }
  return chosen;
}

export function guidanceSection(passages: readonly GuidancePassage[]): string {
  if (!passages.length) return '';
  return `\n\n### Guidance\n${passages.map((p) => `**${p.title}.** ${p.text}`).join('\n\n')}`;
}
