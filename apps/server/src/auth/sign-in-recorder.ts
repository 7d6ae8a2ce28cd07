import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
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
  if (TWO_FACTOR_SIGN_IN_PATHS.has(path)) return 'two_factor';
  return null;
}

const TWO_FACTOR_SIGN_IN_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** better-auth's two-factor challenge cookie (its plugin does not export the name; `createAuthCookie` adds the prefix). */
const TWO_FACTOR_CHALLENGE_COOKIE = 'two_factor';

/** What an after-hook sees of one finished auth request. */
export interface FinishedAuthRequest {
  path: string;
  headers: Headers | undefined;
  body: unknown;
  returned: unknown;
  newSessionUserId: string | null;
  /** The account a second-factor check was for (known from its challenge even when the code was wrong). */
  challengeUserId?: string | null;
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
      const userId = request.challengeUserId ?? (email || username ? await request.findUserId({ email, username }) : null);
      await recordLoginAttempt(db, { ...common, user_id: userId, status: 'failed', failure_reason: String(reason) });
    }
    // Anything else (a two-factor challenge, an OAuth redirect) is not yet a sign-in.
  } catch (error) {
    logger.error({ err: error }, 'could not record sign-in attempt');
  }
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The pending sign-in a second-factor check answers: `{userId}` from better-auth's challenge
 * cookie, or null when the request has none (a signed-in user confirming a code while turning
 * two-factor on, which is no sign-in).
 */
async function twoFactorChallengeOf(ctx: HookContext): Promise<{ userId: string | null } | null> {
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_CHALLENGE_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  // A right code consumes the challenge; the user then comes from the new session instead.
  const challenge = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return { userId: challenge?.value ?? null };
}

/**
 * The login history as a better-auth plugin. Listed after `twoFactor`, its after-hook runs after
 * that plugin has turned a right password into a two-factor challenge (dropping the new session),
 * so such a password step is not taken for a sign-in; the app's own after-hook runs before every
 * plugin's and would see the session that is about to go.
 */
export function signInHistory(
  db: Kysely<DatabaseSchema>,
  logger: Logger,
  findUserId: (ctx: HookContext, identifier: { email?: string; username?: string }) => Promise<string | null>,
): BetterAuthPlugin {
  return {
    id: 'rehearse-sign-in-history',
    hooks: {
      after: [
        {
          matcher: (context) => signInMethod(context.path ?? '') !== null,
          handler: createAuthMiddleware(async (ctx) => {
            let challengeUserId: string | null | undefined;
            if (TWO_FACTOR_SIGN_IN_PATHS.has(ctx.path)) {
              const challenge = await twoFactorChallengeOf(ctx);
              if (!challenge) return;
              challengeUserId = challenge.userId;
            }
            await recordSignIn(db, logger, {
              path: ctx.path,
              headers: ctx.request?.headers ?? ctx.headers,
              body: ctx.body,
              returned: ctx.context.returned,
              newSessionUserId: ctx.context.newSession?.user.id ?? null,
              challengeUserId,
              findUserId: (identifier) => findUserId(ctx, identifier),
            });
          }),
        },
      ],
    },
  };
}
