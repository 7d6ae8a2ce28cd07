/**
 * Several uploads may share a file name. Each gets its place among the user's analyses of that
 * name, oldest first (0, 1, 2…), and the count; the detail screen answers the newest.
 */
import type { DuplicatePlace } from '@rehearse/contract/unique-display-name';

export type { DuplicatePlace };
export { uniqueDisplayName } from '@rehearse/contract/unique-display-name';

export interface NamedItem {
  key: string;
  display_name: string;
  /** ISO time; ties are broken by `key` so the order is stable. */
  start_time: string;
}

function oldestFirst(a: NamedItem, b: NamedItem): number {
  if (a.start_time !== b.start_time) return a.start_time < b.start_time ? -1 : 1;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** Every item's place among those with the same display name. */
export function duplicatePlaces(items: readonly NamedItem[]): Map<string, DuplicatePlace> {
  const byName = new Map<string, NamedItem[]>();
  for (const item of items) {
    const group = byName.get(item.display_name);
    if (group) group.push(item);
    else byName.set(item.display_name, [item]);
  }
  const places = new Map<string, DuplicatePlace>();
  for (const group of byName.values()) {
    group.sort(oldestFirst);
    group.forEach((item, index) => places.set(item.key, { duplicate_index: index, total_duplicates: group.length }));
  }
  return places;
}
