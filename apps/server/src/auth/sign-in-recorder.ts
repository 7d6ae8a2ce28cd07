import { isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';
import type { Logger } from '../logging/logger.ts';
import { CLIENT_IP_HEADER, LOGIN_METHOD_HEADER } from './client-ip.ts';
import { recordLoginAttempt } from './login-history-repository.ts';

/** The sign-in method an auth path stands for, or null when the path does not sign anyone in. */
export function signInMethod(path: string): string | null {
  if (path === '/sign-in/email') return 'email';
  if (path === '/sign-in/username') return 'username';
  if (path.startsWith('/callback/')) return 'social';
  if (path === '/two-factor/verify-totp' || path === '/two-factor/verify-backup-code') return 'two_factor';
  return null;
}

/** What an after-hook sees of one finished auth request. */
export interface FinishedAuthRequest {
  path: string;
  headers: Headers | undefined;
  body: unknown;
  returned: unknown;
  newSessionUserId: string | null;
  findUserId(identifier: { email?: string; username?: string }): Promise<string | null>;
}

/** Writes a login_history row for a sign-in attempt; never fails the request itself. */
export async function recordSignIn(db: Kysely<DatabaseSchema>, logger: Logger, request: FinishedAuthRequest): Promise<void> {
  const pathMethod = signInMethod(request.path);
  if (!pathMethod) return;
  try {
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : undefined;
    const username = typeof body.username === 'string' ? body.username.toLowerCase() : undefined;
    const method = request.headers?.get(LOGIN_METHOD_HEADER) ?? pathMethod;
    const common = {
      identifier: email ?? username ?? null,
      method,
      ip_address: request.headers?.get(CLIENT_IP_HEADER) ?? null,
      user_agent: request.headers?.get('user-agent') ?? null,
    };
    if (request.newSessionUserId) {
      await recordLoginAttempt(db, { ...common, user_id: request.newSessionUserId, status: 'success', failure_reason: null });
    } else if (isAPIError(request.returned)) {
      const reason = request.returned.body?.code ?? request.returned.message ?? String(request.returned.status);
      const userId = email || username ? await request.findUserId({ email, username }) : null;
      await recordLoginAttempt(db, { ...common, user_id: userId, status: 'failed', failure_reason: String(reason) });
    }
    // Anything else (a two-factor challenge, an OAuth redirect) is not yet a sign-in.
  } catch (error) {
    logger.error({ err: error }, 'could not record sign-in attempt');
  }
}
