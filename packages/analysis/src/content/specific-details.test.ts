import { describe, expect, it } from 'vitest';
import { answerFacts } from './answer-facts.ts';
import { isExact, isYear, specificDetails } from './specific-details.ts';
import { writtenAnswer } from './written-answer.ts';

function details(text: string): string[] {
  return answerFacts({ words: writtenAnswer(text), engine: 'written' }).sentences.flatMap((s) => specificDetails(s).map((d) => `${d.kind}: ${d.words.map((w) => w.word).join(' ')}`));
}

describe('specificDetails', () => {
  it('finds amounts and durations said as words, dates, names and things named in two nouns', () => {
    expect(details('in march Priya and I moved forty thousand accounts to the billing system in three weeks')).toEqual([
      'time: march',
      'name: Priya',
      'amount: forty thousand',
      'named-thing: billing system',
      'time: three weeks',
    ]);
  });

  it('knows a year said as words', () => {
    const tokens = answerFacts({ words: writtenAnswer('twenty twenty two'), engine: 'written' }).sentences[0]!.tokens;
    expect(isYear(tokens)).toBe(true);
  });

  it('does not count vague quantities and times', () => {
    expect(details('one of them worked every night and we met that week at the end of the day')).toEqual([]);
  });
});

describe('isExact', () => {
  it('needs a number, a calendar name, or a word like "last" or "next"', () => {
    const tokens = (text: string) => answerFacts({ words: writtenAnswer(text), engine: 'written' }).sentences[0]!.tokens;
    expect(isExact(tokens('two weeks'))).toBe(true);
    expect(isExact(tokens('monday'))).toBe(true);
    expect(isExact(tokens('last month'))).toBe(true);
    expect(isExact(tokens('night'))).toBe(false);
    expect(isExact(tokens('one'))).toBe(false);
  });
});
