import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { QUOTABLE_WORD_POSTERIOR } from '@rehearse/contract/transcript-trust';
import { quoteNear } from './quote-near.ts';

/** Words one after another, 0.4 s each, from `from`. */
function words(text: string, from: number, confidence: number | null = null): TranscriptWord[] {
  return text.split(' ').map((word, i) => ({ word, start: from + i * 0.4, end: from + i * 0.4 + 0.35, confidence }));
}

describe('quoteNear', () => {
  const said = words('so I think um we should start with the data', 10);

  it('quotes the filler with four words either side, run on to close the phrase', () => {
    const um = said[3]!;
    // Four words after "um" end on "with": the quote runs on to "the data", never stopping mid-phrase.
    expect(quoteNear(said, um.start, um.end)).toBe('"so I think um we should start with the data"');
  });

  it('cuts back to the last word that closes a phrase when running on does not close it', () => {
    const spoken = words('well uh we moved all of the', 0);
    const uh = spoken[1]!;
    expect(quoteNear(spoken, uh.start, uh.end)).toBe('"well uh we moved all"');
  });

  it('gives no quote that says nothing: "… to … of the …" is not evidence', () => {
    const spoken = [...words('to', 0), ...words('of the', 4)];
    expect(quoteNear(spoken, 0.4, 4)).toBeNull();
    const fillerAlone = words('and um to the', 0);
    expect(quoteNear(fillerAlone, fillerAlone[1]!.start, fillerAlone[1]!.end)).toBeNull();
  });

  it('leaves out the side of a pause that has no content word', () => {
    const spoken = [...words('and then', 0), ...words('we rewrote the system', 3)];
    expect(quoteNear(spoken, 0.8, 3)).toBe('"… we rewrote the system"');
  });

  it('marks a pause with an ellipsis between the words around it', () => {
    const spoken = [...words('and then we decided', 0), ...words('to rewrite it', 5)];
    expect(quoteNear(spoken, 1.55, 5)).toBe('"and then we decided … to rewrite it"');
  });

  it('leaves out words more than four seconds away', () => {
    const spoken = [...words('far away words', 0), ...words('near words we said', 20)];
    expect(quoteNear(spoken, 18, 19.9)).toBe('"… near words we said"');
  });

  it('gives no quote of two words, or of one word each side of a pause: "… made still …"', () => {
    const spoken = [...words('made', 0), ...words('still', 3)];
    expect(quoteNear(spoken, 0.35, 3)).toBeNull();
    const filler = words('um made still', 0);
    expect(quoteNear(filler.slice(0, 2), filler[0]!.start, filler[0]!.end)).toBeNull();
    // A lone word before the pause is left out; the phrase after it stands.
    expect(quoteNear([...words('budget', 0), ...words('we moved the servers', 3)], 0.35, 3)).toBe('"… we moved the servers"');
  });

  it('is null without a transcript or with nothing near', () => {
    expect(quoteNear(undefined, 3)).toBeNull();
    expect(quoteNear([], 3)).toBeNull();
    expect(quoteNear(words('hello there', 0), 60)).toBeNull();
  });

  it('does not depend on the order of the words', () => {
    const um = said[3]!;
    expect(quoteNear([...said].reverse(), um.start, um.end)).toBe('"so I think um we should start with the data"');
  });

  describe('with word confidences', () => {
    /** "rather cold hearted" heard well, "hello study" and "those" doubtful (posteriors as PocketSphinx gave them). */
    const heard = [
      ...words('hello study', 0, 0.23),
      ...words('rather cold hearted', 0.8, 0.96),
      ...words('and rather selfish', 5, 0.9),
      ...words('those', 6.2, 0.23),
    ];

    it('quotes only the confident words next to the moment', () => {
      expect(quoteNear(heard, 1.95, 5)).toBe('"rather cold hearted … and rather selfish"');
    });

    it('stops the context at the first doubtful word on each side', () => {
      const mixed = [...words('we', 0, 0.9), ...words('garbled', 0.4, 0.1), ...words('should start', 0.8, 0.9), ...words('then deploy', 3, 0.9)];
      expect(quoteNear(mixed, 1.6, 3)).toBe('"should start … then deploy"');
    });

    it('leaves the quote out (time alone) when fewer than two confident words are near', () => {
      const doubtful = [...words('hello study', 0, 0.2), ...words('right', 0.8, 0.9), ...words('those oldest', 3, 0.3)];
      expect(quoteNear(doubtful, 1.2, 3)).toBeNull();
    });

    it('leaves the quote out when the quoted moment itself is a doubtful word', () => {
      const spoken = [...words('so I think', 0, 0.9), ...words('um', 1.2, 0.2), ...words('we should', 1.6, 0.9)];
      expect(quoteNear(spoken, 1.2, 1.55)).toBeNull();
    });

    it('treats the threshold itself as quotable, anything under it not', () => {
      expect(quoteNear(words('just about sure', 0, QUOTABLE_WORD_POSTERIOR), 1.3)).toBe('"just about sure …"');
      expect(quoteNear(words('just about sure', 0, QUOTABLE_WORD_POSTERIOR - 0.01), 1.3)).toBeNull();
    });
  });
});
