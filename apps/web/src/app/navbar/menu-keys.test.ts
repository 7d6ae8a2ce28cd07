import { describe, expect, it } from 'vitest';
import { menuIndexAfter } from './menu-keys.ts';

describe('menuIndexAfter', () => {
  it('moves down and up with wrap-around, Home and End to the ends', () => {
    expect(menuIndexAfter('ArrowDown', 0, 2)).toBe(1);
    expect(menuIndexAfter('ArrowDown', 1, 2)).toBe(0);
    expect(menuIndexAfter('ArrowUp', 0, 2)).toBe(1);
    expect(menuIndexAfter('ArrowUp', 1, 3)).toBe(0);
    expect(menuIndexAfter('Home', 2, 3)).toBe(0);
    expect(menuIndexAfter('End', 0, 3)).toBe(2);
  });

  it('starts from the first (down) or last (up) item when none has focus, and ignores other keys', () => {
    expect(menuIndexAfter('ArrowDown', -1, 3)).toBe(0);
    expect(menuIndexAfter('ArrowUp', -1, 3)).toBe(2);
    expect(menuIndexAfter('a', 0, 3)).toBeNull();
    expect(menuIndexAfter('ArrowDown', 0, 0)).toBeNull();
  });
});
