import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The current 6-digit code of an `otpauth://` URI, computed as an authenticator app would (better-auth's own OTP code). */
export async function totpCodeOf(otpauthUri: string): Promise<string> {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauthUri}`);
  return createOTP(base32.decode(secret)).totp();
}
