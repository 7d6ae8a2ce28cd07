/**
 * The WAI-ARIA menu pattern's moves: the index of the item to focus after `key`, from item `current` of
 * `count` (ArrowDown/ArrowUp wrap around, Home/End go to the first/last); null for any other key.
 */
export function menuIndexAfter(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
