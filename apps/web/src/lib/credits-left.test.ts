import { describe, expect, it } from 'vitest';
import { creditsLeft } from './credits-left.ts';

describe('creditsLeft', () => {
  it('reads 10 when the account has no figure yet, and 0 as 0', () => {
    expect(creditsLeft({ analysis_credits: null })).toBe(10);
    expect(creditsLeft({ analysis_credits: 0 })).toBe(0);
  });
});
