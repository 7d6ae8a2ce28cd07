import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/**
 * The 6-digit code of an `otpauth://` URI, computed as an authenticator app would (better-auth's own
 * OTP code): the current one, or the one `stepsAhead` 30-s steps later (still accepted now: one step
 * either side). A code is accepted once, so a second sign-in in the same step needs the next one.
 */
export async function totpCodeOf(otpauthUri: string, stepsAhead = 0): Promise<string> {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauthUri}`);
  return createOTP(base32.decode(secret)).hotp(Math.floor(Date.now() / 30_000) + stepsAhead);
}
