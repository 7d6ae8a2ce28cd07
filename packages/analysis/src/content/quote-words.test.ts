import { describe, expect, it } from 'vitest';
import { keepClearWords, quoteWords } from './quote-words.ts';
import { writtenAnswer } from './written-answer.ts';

const heard = (text: string, doubtful: readonly number[] = []) => writtenAnswer(text, { confidence: (i) => (doubtful.includes(i) ? 0.2 : 0.95) });

describe('quoteWords', () => {
  it('quotes the words as heard', () => {
    expect(quoteWords(heard('We cut it in half.'))).toBe('"We cut it in half."');
  });

  it('quotes one run of confidently heard words, never words stitched across doubtful ones', () => {
    expect(quoteWords(heard('We cut the old backlog in half.', [2, 3]))).toBe('"… backlog in half."');
    expect(quoteWords(heard('we rebuilt the pipeline and then in the end of it', [4, 5, 9]))).toBe('"we rebuilt the pipeline …"');
    expect(quoteWords(heard('went to the shop and took some of the bread home', [0, 3, 4, 5, 7, 9, 10]))).toBeNull();
  });

  it('is null when no run stands as a phrase: "… john … leisure … consider how much … power …"', () => {
    expect(quoteWords(heard('so john said leisure time was something to consider how much of the power', [0, 2, 4, 5, 6, 7, 11, 12]))).toBeNull();
    // The same words heard in full are quoted.
    expect(quoteWords(heard('consider how much.'))).toBe('"consider how much."');
  });

  it('does not run a quote across a word the content layer left out', () => {
    const words = heard('then I also talked to the finance team', [1, 3]);
    const clear = keepClearWords(words, (w) => w.confidence !== 0.2);
    expect(quoteWords(clear)).toBe('"… to the finance team"');
    expect(quoteWords(keepClearWords(heard('then I also talked to finance', [1, 3]), (w) => w.confidence !== 0.2))).toBeNull();
  });

  it('is null without two quotable words in a row', () => {
    expect(quoteWords(heard('We cut it.', [1, 2]))).toBeNull();
    expect(quoteWords(heard('cold and selfish of the', [1, 3]))).toBeNull();
  });

  it('is null for two words pulled out of a sentence: "… made still …"', () => {
    expect(quoteWords(heard('so it made still more of it', [0, 1, 4, 5]))).toBeNull();
    // Trimmed of the function word it ends on, "made still the" is two words again.
    expect(quoteWords(heard('it made still the whole', [0, 4]))).toBeNull();
    // Three words with two that say something stand as a phrase.
    expect(quoteWords(heard('so the budget doubled in march', [0, 4]))).toBe('"… the budget doubled …"');
  });

  it('is null for a sentence of function words alone: "he was"', () => {
    expect(quoteWords(heard('He was.'))).toBeNull();
    expect(quoteWords(heard('and then he was', [0]))).toBeNull();
    expect(quoteWords(heard('We won.'))).toBe('"We won."');
  });

  it('cuts a long sentence at a comma when there is one, else after 18 words, never on a function word', () => {
    const comma = quoteWords(heard('I set up a short call every morning with Priya from finance and the two devs, fifteen minutes, just the list of broken records.'));
    expect(comma).toBe('"I set up a short call every morning with Priya from finance and the two devs, fifteen minutes, …"');
    const long = quoteWords(heard('so we went back to the client and we asked them for the data on the orders of the last year'));
    expect(long).toBe('"so we went back to the client and we asked them for the data on the orders …"');
    expect(quoteWords(heard(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')))).toMatch(/^"w0 w1 .* w17 …"$/);
  });
});
