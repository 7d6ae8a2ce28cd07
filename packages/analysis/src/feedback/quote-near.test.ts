import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { quoteNear } from './quote-near.ts';

/** Words one after another, 0.4 s each, from `from`. */
function words(text: string, from: number): TranscriptWord[] {
  return text.split(' ').map((word, i) => ({ word, start: from + i * 0.4, end: from + i * 0.4 + 0.35, confidence: null }));
}

describe('quoteNear', () => {
  const said = words('so I think um we should start with the data', 10);

  it('quotes the filler with four words either side', () => {
    const um = said[3]!;
    expect(quoteNear(said, um.start, um.end)).toBe('"so I think um we should start with"');
  });

  it('marks a pause with an ellipsis between the words around it', () => {
    const spoken = [...words('and then we decided', 0), ...words('to rewrite it', 5)];
    expect(quoteNear(spoken, 1.55, 5)).toBe('"and then we decided … to rewrite it"');
  });

  it('leaves out words more than four seconds away', () => {
    const spoken = [...words('far away words', 0), ...words('near words', 20)];
    expect(quoteNear(spoken, 18, 19.9)).toBe('"… near words"');
  });

  it('is null without a transcript or with nothing near', () => {
    expect(quoteNear(undefined, 3)).toBeNull();
    expect(quoteNear([], 3)).toBeNull();
    expect(quoteNear(words('hello there', 0), 60)).toBeNull();
  });

  it('does not depend on the order of the words', () => {
    const um = said[3]!;
    expect(quoteNear([...said].reverse(), um.start, um.end)).toBe('"so I think um we should start with"');
  });
});
