import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './timestamp.ts';

describe('formatTimestamp', () => {
  it('formats time stamps as m:ss', () => {
    expect(formatTimestamp(65.7)).toBe('1:05');
    expect(formatTimestamp(3)).toBe('0:03');
    expect(formatTimestamp(-2)).toBe('0:00');
  });
});
