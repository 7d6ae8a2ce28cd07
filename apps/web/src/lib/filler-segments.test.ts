import { describe, expect, it } from 'vitest';
import { fillerSegments } from './filler-segments.ts';

describe('fillerSegments', () => {
  it('marks whole-word fillers and phrases, not parts of words', () => {
    expect(fillerSegments('um I think you know the umbrella', ['um', 'you know'])).toEqual([
      { text: 'um', filler: true },
      { text: ' I think ', filler: false },
      { text: 'you know', filler: true },
      { text: ' the umbrella', filler: false },
    ]);
  });

  it('answers the text as one plain stretch without fillers', () => {
    expect(fillerSegments('hello', [])).toEqual([{ text: 'hello', filler: false }]);
    expect(fillerSegments('', ['um'])).toEqual([]);
  });
});
