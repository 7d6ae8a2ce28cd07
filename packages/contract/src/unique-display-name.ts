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
