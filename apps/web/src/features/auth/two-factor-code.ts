/** A 2FA code is exactly 6 characters; authenticator codes are digits. */
export function isTwoFactorCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}
