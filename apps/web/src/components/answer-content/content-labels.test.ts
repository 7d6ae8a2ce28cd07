import { describe, expect, it } from 'vitest';
import { clockTime, seekLabel } from './content-labels.ts';

describe('content labels', () => {
  it('writes times as m:ss and seek labels with the quote', () => {
    expect(clockTime(75.9)).toBe('1:15');
    expect(seekLabel({ quote: '"we rebuilt it"', at: 12.4 })).toBe('"we rebuilt it" at 0:12');
    expect(seekLabel({ quote: null, at: 3 })).toBe('at 0:03');
    expect(seekLabel({ quote: '"x y"', at: null })).toBeNull();
  });
});
