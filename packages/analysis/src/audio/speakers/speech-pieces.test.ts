import { describe, expect, it } from 'vitest';
import { speechPieces } from './speech-pieces.ts';

describe('speechPieces', () => {
  it('keeps short segments whole and cuts long ones into equal pieces of at most 3 s', () => {
    expect(speechPieces([{ start: 0, end: 2 }, { start: 3, end: 10 }])).toEqual([
      { start: 0, end: 2 },
      { start: 3, end: 5.333 },
      { start: 5.333, end: 7.667 },
      { start: 7.667, end: 10 },
    ]);
  });
});
