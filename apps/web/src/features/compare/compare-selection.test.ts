import { describe, expect, it } from 'vitest';
import { COMPARE_PICK_LIMIT, toggleWithinLimit } from './compare-selection.ts';

describe('toggleWithinLimit', () => {
  it('adds and removes below the limit', () => {
    expect(toggleWithinLimit(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleWithinLimit(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('takes no more once full, but still lets one go', () => {
    const full = Array.from({ length: COMPARE_PICK_LIMIT }, (_, i) => `id-${i}`);
    expect(toggleWithinLimit(full, 'one-more')).toEqual(full);
    expect(toggleWithinLimit(full, 'id-3')).toHaveLength(COMPARE_PICK_LIMIT - 1);
    expect(toggleWithinLimit(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });
});
