import { describe, expect, it } from 'vitest';
import { quoteWords } from './quote-words.ts';
import { writtenAnswer } from './written-answer.ts';

const heard = (text: string, doubtful: readonly number[] = []) => writtenAnswer(text, { confidence: (i) => (doubtful.includes(i) ? 0.2 : 0.95) });

describe('quoteWords', () => {
  it('quotes the words as heard', () => {
    expect(quoteWords(heard('We cut it in half.'))).toBe('"We cut it in half."');
  });

  it('shows each stretch of doubtful words as one "…", never the words', () => {
    expect(quoteWords(heard('We cut the old backlog in half.', [2, 3]))).toBe('"We cut … backlog in half."');
  });

  it('drops a stretch of only function words between gaps: "… to … of the …" is no evidence', () => {
    expect(quoteWords(heard('went to the shop and took some of the bread home', [0, 3, 4, 5, 7, 9, 10]))).toBeNull();
    expect(quoteWords(heard('we rebuilt the pipeline and then in the end of it', [4, 5, 9]))).toBe('"we rebuilt the pipeline … in the end …"');
  });

  it('is null without two quotable words in a row', () => {
    expect(quoteWords(heard('We cut it.', [1, 2]))).toBeNull();
    expect(quoteWords(heard('cold and selfish of the', [1, 3]))).toBeNull();
  });

  it('cuts a long sentence at a comma when there is one, else after 18 words, never on a function word', () => {
    const comma = quoteWords(heard('I set up a short call every morning with Priya from finance and the two devs, fifteen minutes, just the list of broken records.'));
    expect(comma).toBe('"I set up a short call every morning with Priya from finance and the two devs, fifteen minutes, …"');
    const long = quoteWords(heard('so we went back to the client and we asked them for the data on the orders of the last year'));
    expect(long).toBe('"so we went back to the client and we asked them for the data on the orders …"');
    expect(quoteWords(heard(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')))).toMatch(/^"w0 w1 .* w17 …"$/);
  });
});
