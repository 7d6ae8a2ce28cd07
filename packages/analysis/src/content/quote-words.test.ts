import { describe, expect, it } from 'vitest';
import { quoteWords } from './quote-words.ts';
import { writtenAnswer } from './written-answer.ts';

describe('quoteWords', () => {
  it('quotes the words as heard', () => {
    expect(quoteWords(writtenAnswer('We cut it in half.', { confidence: 0.95 }))).toBe('"We cut it in half."');
  });
  it('shows each stretch of doubtful words as one "…", never the words', () => {
    const words = writtenAnswer('We cut the old backlog in half.', { confidence: (i) => (i === 2 || i === 3 ? 0.6 : 0.95) });
    expect(quoteWords(words)).toBe('"We cut … backlog in half."');
  });
  it('is null without two quotable words in a row, and shortens long sentences', () => {
    expect(quoteWords(writtenAnswer('We cut it.', { confidence: (i) => (i === 0 ? 0.95 : 0.2) }))).toBeNull();
    expect(quoteWords(writtenAnswer('cold and selfish of the', { confidence: (i) => (i % 2 === 0 ? 0.95 : 0.2) }))).toBeNull();
    const long = quoteWords(writtenAnswer(Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ')));
    expect(long).toMatch(/^"w0 w1 .* w17 …"$/);
  });
});
