import { describe, expect, it } from 'vitest';
import { pronounBalance, speaksOnlyOfWe } from './pronoun-balance.ts';

describe('pronounBalance', () => {
  it('counts singular and plural first-person forms, contractions and curly apostrophes included', () => {
    expect(pronounBalance('We shipped it; our team and I’m proud. My part: I wrote tests with us.')).toEqual({ i: 3, we: 3 });
  });

  it('calls an answer all "we" only with several we and (almost) no I', () => {
    expect(speaksOnlyOfWe({ i: 0, we: 3 })).toBe(true);
    expect(speaksOnlyOfWe({ i: 1, we: 8 })).toBe(true);
    expect(speaksOnlyOfWe({ i: 2, we: 5 })).toBe(false);
    expect(speaksOnlyOfWe({ i: 0, we: 2 })).toBe(false);
  });
});
