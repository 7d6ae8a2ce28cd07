import { describe, expect, it } from 'vitest';
import { withinSpan } from './within-span.ts';

describe('withinSpan', () => {
  it('takes what has its middle inside the span, so a word on an edge belongs to one side only', () => {
    const words = [
      { word: 'before', start: 0, end: 1 },
      { word: 'straddles-in', start: 1.8, end: 2.6 },
      { word: 'inside', start: 3, end: 4 },
      { word: 'straddles-out', start: 4.6, end: 5.6 },
    ];
    expect(withinSpan(words, { start: 2, end: 5 }).map((w) => w.word)).toEqual(['straddles-in', 'inside']);
    expect(withinSpan(words, { start: 5, end: 9 }).map((w) => w.word)).toEqual(['straddles-out']);
  });
});
