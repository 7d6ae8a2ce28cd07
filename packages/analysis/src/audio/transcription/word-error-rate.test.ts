import { describe, expect, it } from 'vitest';
import { normaliseForWer, wordErrorRate } from './word-error-rate.ts';

describe('normaliseForWer', () => {
  it('lower-cases, drops punctuation, markers, variants and hesitations, keeps apostrophes', () => {
    expect(normaliseForWer("Um, <s> Ask not what your country's [NOISE] and(2) -- done! </s>")).toEqual([
      'ask',
      'not',
      'what',
      "your",
      "country's",
      'and',
      'done',
    ]);
  });
});

describe('wordErrorRate', () => {
  it('is zero for the same words whatever the case and punctuation', () => {
    expect(wordErrorRate('He was not an ill disposed young man.', 'he was NOT an ill-disposed young man')).toMatchObject({
      rate: 1 / 8 + 1 / 8, // "ill-disposed" is one word against two: one substitution, one deletion
      substitutions: 1,
      deletions: 1,
      insertions: 0,
    });
    expect(wordErrorRate('he was not an ill disposed young man', 'He was not an ill disposed young man').rate).toBe(0);
  });

  it('counts substitutions, deletions and insertions separately', () => {
    // the issue's own example: "for your country" heard as "for your pantry", "ask what" heard as "and when"
    const result = wordErrorRate('ask what you can do for your country', 'and when you can do for your pantry');
    expect(result).toMatchObject({ substitutions: 3, deletions: 0, insertions: 0, referenceWords: 8 });
    expect(result.rate).toBeCloseTo(3 / 8);

    expect(wordErrorRate('one two three four', 'one three four')).toMatchObject({ deletions: 1, substitutions: 0, insertions: 0, rate: 0.25 });
    expect(wordErrorRate('one two', 'one big two too')).toMatchObject({ insertions: 2, deletions: 0, substitutions: 0, rate: 1 });
  });

  it('can exceed 1 when the hypothesis adds more words than the reference has', () => {
    expect(wordErrorRate('yes', 'no no no').rate).toBe(3);
  });

  it('prefers substitutions over a deletion plus an insertion at equal cost', () => {
    expect(wordErrorRate('a b c', 'a x c')).toMatchObject({ substitutions: 1, deletions: 0, insertions: 0 });
  });

  it('treats spellings of the same spoken word alike', () => {
    expect(wordErrorRate('and mister john dashwood', 'and Mr. John Dashwood').rate).toBe(0);
  });

  it('marks which hypothesis words the alignment matched', () => {
    expect(wordErrorRate('he was not an ill disposed young man', 'he was not until this blows young man').hypothesisCorrect).toEqual([
      true, true, true, false, false, false, true, true,
    ]);
    expect(wordErrorRate('one two', 'one big two too').hypothesisCorrect).toEqual([true, false, true, false]);
  });

  it('handles empty sides', () => {
    expect(wordErrorRate('', '').rate).toBe(0);
    expect(wordErrorRate('', 'hello').rate).toBe(Infinity);
    expect(wordErrorRate('hello world', '')).toMatchObject({ deletions: 2, rate: 1 });
  });
});
