import { describe, expect, it } from 'vitest';
import { isTwoFactorCode, twoFactorCodeSchema } from './account-api.ts';

describe('two-factor codes', () => {
  it('takes exactly six digits (around spaces) as an authenticator code', () => {
    expect(isTwoFactorCode('123456')).toBe(true);
    expect(isTwoFactorCode(' 123456 ')).toBe(true);
    expect(isTwoFactorCode('12345')).toBe(false);
    expect(isTwoFactorCode('1234567')).toBe(false);
    expect(isTwoFactorCode('12a456')).toBe(false);
    expect(isTwoFactorCode('abcde-12345')).toBe(false);
  });

  it('accepts an authenticator or a backup code in requests, trimmed, and refuses short ones with the spec message', () => {
    expect(twoFactorCodeSchema.parse(' 123456 ')).toBe('123456');
    expect(twoFactorCodeSchema.parse('abcde-12345')).toBe('abcde-12345');
    expect(twoFactorCodeSchema.safeParse('12').error?.issues[0]?.message).toBe('Please enter a valid 6-digit verification code.');
  });
});
