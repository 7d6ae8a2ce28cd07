/** Where an analysis stands among the user's analyses of the same name, oldest first (0, 1, 2…), and how many share it. */
export interface DuplicatePlace {
  duplicate_index: number;
  total_duplicates: number;
}

/**
 * The name every screen shows: ' (N)' added for the N-th of several of that name (N = index + 1); a lone name stays as
 * it is. The detail page, lists, the dashboard, compare and the coach all read it from here, so one recording has one name.
 */
export function uniqueDisplayName(displayName: string, place: DuplicatePlace): string {
  return place.total_duplicates > 1 ? `${displayName} (${place.duplicate_index + 1})` : displayName;
}

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
