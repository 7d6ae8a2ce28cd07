import { describe, expect, it } from 'vitest';
import { isTwoFactorCode } from './two-factor-code.ts';

describe('isTwoFactorCode', () => {
  it('accepts exactly six digits', () => {
    expect(isTwoFactorCode('123456')).toBe(true);
    expect(isTwoFactorCode('12345')).toBe(false);
    expect(isTwoFactorCode('1234567')).toBe(false);
    expect(isTwoFactorCode('12a456')).toBe(false);
  });
});
