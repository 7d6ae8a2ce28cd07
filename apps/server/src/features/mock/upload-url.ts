import { MOCK_PATHS } from '@rehearse/contract/mock-interview';
import { signUrl, verifySignedUrl } from '../../storage/signed-url.ts';

/** What an upload link grants: one recording key, for one user, session and question. */
export interface UploadGrant {
  userId: string;
  sessionId: string;
  questionKey: string;
  key: string;
}

export type UploadUrlCheck = { valid: true; grant: UploadGrant } | { valid: false; reason: 'expired' | 'invalid' };

/** A short-lived HMAC-signed `POST /api/mock/upload/?…` link; the signature covers every parameter. */
export function signUploadUrl(grant: UploadGrant, options: { secret: string; expiresAt: number }): string {
  const query = new URLSearchParams({ user: grant.userId, session_id: grant.sessionId, question_key: grant.questionKey, key: grant.key });
  return signUrl(`${MOCK_PATHS.upload}?${query.toString()}`, { secret: options.secret, expiresAt: options.expiresAt, method: 'POST' });
}

/** True when `url`'s query carries a signature (of a link made by `signUploadUrl`, or a forged one). */
export function carriesUploadSignature(url: string): boolean {
  return new URL(url, 'http://signed.invalid').searchParams.has('signature');
}

/** Checks a link made by `signUploadUrl`: untouched, not expired, and for the upload path. */
export function verifyUploadUrl(url: string, options: { secret: string; nowSeconds?: number }): UploadUrlCheck {
  const check = verifySignedUrl(url, { secret: options.secret, method: 'POST', nowSeconds: options.nowSeconds });
  if (!check.valid) return check;
  if (check.pathname !== MOCK_PATHS.upload) return { valid: false, reason: 'invalid' };
  const params = new URL(url, 'http://signed.invalid').searchParams;
  const userId = params.get('user');
  const sessionId = params.get('session_id');
  const questionKey = params.get('question_key');
  const key = params.get('key');
  if (!userId || !sessionId || !questionKey || !key) return { valid: false, reason: 'invalid' };
  return { valid: true, grant: { userId, sessionId, questionKey, key } };
}
