import { describe, expect, it } from 'vitest';
import { normaliseSentence, STAR_TESTS, starPartOfSentence } from './star-sentence-part.ts';

const shows = (sentence: string) => (Object.keys(STAR_TESTS) as (keyof typeof STAR_TESTS)[]).filter((part) => STAR_TESTS[part](normaliseSentence(sentence)));

describe('STAR parts of a sentence', () => {
  it('takes hedges out before matching cues: a hedged task or result is still one', () => {
    expect(normaliseSentence('I think I was kind of asked to look at the data, I suppose.')).toBe(' i was asked to look at the data ');
    expect(starPartOfSentence('I think I was kind of asked to look at the data, I suppose.')).toBe('task');
    expect(starPartOfSentence('I guess it kind of worked, hopefully.')).toBe('result');
    expect(starPartOfSentence('I was asked to look at the data.')).toBe('task');
  });

  it('does not take the present perfect for an action in the story', () => {
    expect(starPartOfSentence('So I have worked on lots of teams and there were always some difficult goals.')).toBeNull();
    expect(starPartOfSentence('So I worked with the design team on the checkout.')).toBe('action');
  });

  it('finds an action in one clause of a sentence whose later clause gives the result', () => {
    const sentence = 'I stayed positive and was open to the change, and I learned a lot of new things along the way.';
    expect(starPartOfSentence(sentence)).toBe('result');
    expect(shows(sentence)).toEqual(['action', 'result']);
    // A clause that states the outcome is still not the action.
    expect(shows('As a result we reduced the backlog by forty percent.')).toEqual(['result']);
  });

  it('hears an outcome told without a number', () => {
    expect(starPartOfSentence('After a while things got better and the issues went away.')).toBe('result');
    expect(starPartOfSentence('It was one of the best days I remember and it taught me to enjoy the moment.')).toBe('result');
    expect(starPartOfSentence('We got through it as a team and we came out stronger on the other side.')).toBe('result');
  });

  it('takes a time frame as the measure of an outcome verb, not a bare one', () => {
    expect(starPartOfSentence('After that he caught up within a week.')).toBe('result');
    expect(starPartOfSentence('After that he caught up.')).toBeNull();
    expect(starPartOfSentence('We shipped the fix in two weeks.')).toBe('result');
  });
});
