import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';
import { claimTimeStep, matchingTimeStep, secretDigestOf, totpKeyOf } from './totp-replay.ts';

const VERIFY_TOTP_PATH = '/two-factor/verify-totp';
/** better-auth's two-factor challenge cookie (its plugin does not export the name; `createAuthCookie` adds the prefix). */
const TWO_FACTOR_CHALLENGE_COOKIE = 'two_factor';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The account a code is checked for, as better-auth's verify-totp finds it: the session's user, else the sign-in challenge's. */
async function accountOfCheck(ctx: HookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_CHALLENGE_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  return (await ctx.context.internalAdapter.findVerificationValue(identifier))?.value ?? null;
}

/**
 * Refuses an authenticator code already accepted for the account (RFC 6238 §5.2) on every path
 * that checks one: better-auth's verify-totp serves the sign-in's second step, turning two-factor
 * on, and (through `auth.api.verifyTOTP`) the staff login and turning two-factor off with a code.
 * A right code claims its time step before better-auth checks it; a code of that step or an
 * earlier one is then answered like a wrong code. Wrong codes are left to better-auth (its count
 * and lock-out).
 */
export function totpReplayGuard(db: Kysely<DatabaseSchema>): BetterAuthPlugin {
  return {
    id: 'rehearse-totp-replay-guard',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === VERIFY_TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== 'string') return;
            const userId = await accountOfCheck(ctx);
            if (!userId) return;
            const twoFactor = await ctx.context.adapter.findOne<{ secret: string }>({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] });
            if (!twoFactor) return;
            const key = totpKeyOf(await symmetricDecrypt({ key: ctx.context.secretConfig, data: twoFactor.secret }));
            const step = await matchingTimeStep(key, code, Date.now());
            if (step === null) return;
            if (!(await claimTimeStep(db, userId, secretDigestOf(twoFactor.secret), step))) {
              throw new APIError('UNAUTHORIZED', { message: 'Invalid code', code: 'INVALID_CODE' });
            }
          }),
        },
      ],
    },
  };
}
