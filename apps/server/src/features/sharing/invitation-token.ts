import { createHash, randomBytes } from 'node:crypto';

/** A new invitation token (256 random bits, URL-safe) and the hash that is stored instead of it. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

/** SHA-256 hex: a leaked database does not leak usable links (the token is long and random, so no salt is needed). */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
