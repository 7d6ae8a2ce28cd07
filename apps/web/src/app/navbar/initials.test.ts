import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first and last word', () => {
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('  grace  ')).toBe('G');
    expect(initials('élodie durand')).toBe('ÉD');
    expect(initials('')).toBe('?');
  });
});
