import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The code an authenticator app shows now for a base32 key (the manual key, or the `secret` of an otpauth URI). */
export function totpOf(key: string): Promise<string> {
  return createOTP(base32.decode(key)).totp();
}
