import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/**
 * The code an authenticator app shows for a base32 key (the manual key, or the `secret` of an otpauth
 * URI): now, or `stepsAhead` 30-s steps later (still accepted now). A code is accepted once, so a
 * second use within the same 30 s needs the next step's code.
 */
export function totpOf(key: string, stepsAhead = 0): Promise<string> {
  return createOTP(base32.decode(key)).hotp(Math.floor(Date.now() / 30_000) + stepsAhead);
}
