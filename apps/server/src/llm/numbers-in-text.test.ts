import { describe, expect, it } from 'vitest';
import { numbersInText, numbersNotIn } from './numbers-in-text.ts';

describe('numbersInText', () => {
  it('reads digits and number words, not placeholders', () => {
    expect([...numbersInText('We cut 1,200 tickets to forty in 3.5 weeks [the number you achieved] (40%)')]).toEqual([1200, 3.5, 40]);
  });
  it('finds numbers the source never stated', () => {
    expect(numbersNotIn('I cut the backlog from 40 to 12 in two weeks.', 'the backlog went from forty to twelve in 2 weeks')).toEqual([]);
    expect(numbersNotIn('Satisfaction rose by 30 percent.', 'Satisfaction rose.')).toEqual([30]);
  });
});
