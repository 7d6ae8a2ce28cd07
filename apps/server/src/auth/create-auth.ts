import { SIGN_IN_BACKOFF } from '@rehearse/contract/auth-messages';
import { PASSWORD_MIN_LENGTH } from '@rehearse/contract/password-rules';
import { USER_FIELDS } from '@rehearse/contract/user-fields';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { admin, bearer, openAPI, twoFactor, username } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logging/logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { ADMIN_ROLE } from './admin-capability.ts';
import { ADMIN_PLUGIN_ROLES, DISABLED_ADMIN_PATHS } from './admin-plugin-roles.ts';
import { resetPasswordMail, verificationMail } from './auth-mails.ts';
import { displayNameFields } from './display-name-fields.ts';
import { AUTH_RATE_LIMITS } from './auth-rate-limits.ts';
import { CLIENT_IP_HEADER } from './client-ip.ts';
import { ownSessions } from './own-sessions-plugin.ts';
import { newPasswordProblem } from './password-policy.ts';
import { backoffKey } from './sign-in-backoff.ts';
import { blockedUntil, clearFailedSignIns, recordFailedSignIn } from './sign-in-backoff-repository.ts';
import { signInHistory } from './sign-in-recorder.ts';
import { totpReplayGuard } from './totp-replay-guard.ts';

/** Where the verification link lands after better-auth has verified (and signed in) the user. */
export const VERIFIED_CALLBACK_PATH = '/login?verified=1';
/** The web page that reads `?token=` and posts the new password to /api/auth/reset-password. */
export const RESET_PASSWORD_PAGE = '/reset-password';
/** The Vite dev server, allowed as an origin outside production. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  /** Credits a new account starts with now (admin setting); the field default when absent. */
  defaultCredits?: () => Promise<number>;
}

export function trustedOriginsOf(config: Pick<Config, 'publicUrl' | 'nodeEnv'>): string[] {
  const origin = new URL(config.publicUrl).origin;
  return config.nodeEnv === 'production' ? [origin] : [origin, VITE_DEV_ORIGIN];
}

/** Sign-ins that check a password: the ones the per-account back-off counts. */
const PASSWORD_SIGN_IN_PATHS = new Set(['/sign-in/email', '/sign-in/username']);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

async function findUserId(ctx: HookContext, { email, username: name }: { email?: string; username?: string }): Promise<string | null> {
  if (email) return (await ctx.context.internalAdapter.findUserByEmail(email))?.user.id ?? null;
  const found = await ctx.context.adapter.findOne<{ id: string }>({ model: 'user', where: [{ field: 'username', value: (name ?? '').toLowerCase() }] });
  return found?.id ?? null;
}

export function createAuth({ config, database, mailer, logger, defaultCredits }: AuthDeps) {
  const authLogger = logger.child({ component: 'better-auth' });

  /** The back-off bucket a password sign-in counts against, or null for other requests. */
  async function signInBackoffKey(ctx: HookContext): Promise<string | null> {
    if (!PASSWORD_SIGN_IN_PATHS.has(ctx.path)) return null;
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : undefined;
    const name = typeof body.username === 'string' ? body.username.toLowerCase() : undefined;
    const identifier = email ?? name;
    if (!identifier) return null;
    return backoffKey(await findUserId(ctx, { email, username: name }), identifier);
  }

  return betterAuth({
    appName: 'Rehearse',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // better-auth only needs the Kysely query builder; the app's schema type is irrelevant to it.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    database: { db: database.db as unknown as Kysely<any>, type: database.dialect },
    trustedOrigins: trustedOriginsOf(config),
    disabledPaths: DISABLED_ADMIN_PATHS,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        const url = `${config.publicUrl}${RESET_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
        await mailer.send(resetPasswordMail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const link = new URL(url);
        const callback = link.searchParams.get('callbackURL');
        if (!callback || callback === '/') link.searchParams.set('callbackURL', VERIFIED_CALLBACK_PATH);
        await mailer.send(verificationMail(user.email, link.toString()));
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    user: { additionalFields: USER_FIELDS },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    databaseHooks: defaultCredits
      ? { user: { create: { before: async (user) => ({ data: { ...user, analysis_credits: await defaultCredits() } }) } } }
      : undefined,
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 100, customRules: AUTH_RATE_LIMITS },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips these checks when NODE_ENV=test; tests must see production behaviour.
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    plugins: [
      twoFactor({ issuer: 'Rehearse' }),
      totpReplayGuard(database.db),
      // After twoFactor: it must see a password sign-in already turned into a two-factor challenge.
      signInHistory(database.db, authLogger, findUserId),
      admin({ defaultRole: 'user', adminRoles: [ADMIN_ROLE], roles: ADMIN_PLUGIN_ROLES }),
      username(),
      bearer(),
      ownSessions(),
      // Describes the auth routes for /api/openapi.json (api-docs.ts); its own viewer loads a CDN script, so it is off.
      openAPI({ disableDefaultReference: true }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const problem = newPasswordProblem(ctx.path, ctx.body);
        if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'PASSWORD_RULES' });
        const backoff = await signInBackoffKey(ctx);
        if (backoff !== null) {
          const until = await blockedUntil(database.db, backoff);
          if (until > Date.now()) {
            throw new APIError('TOO_MANY_REQUESTS', { message: SIGN_IN_BACKOFF, code: 'SIGN_IN_BACKOFF' }, { 'Retry-After': String(Math.ceil((until - Date.now()) / 1000)) });
          }
        }
        if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
          const names = displayNameFields((ctx.body ?? {}) as Record<string, unknown>, ctx.path === '/sign-up/email');
          if ('problem' in names) throw new APIError('BAD_REQUEST', { message: names.problem, code: 'INVALID_NAME' });
          return { context: { body: names.body } };
        }
        return;
      }),
      after: createAuthMiddleware(async (ctx) => {
        const backoff = await signInBackoffKey(ctx);
        if (backoff !== null) {
          const returned = ctx.context.returned;
          // Only a wrong password counts; a right one (even awaiting a second factor or e-mail verification) ends the back-off.
          if (isAPIError(returned) && returned.statusCode === 401) await recordFailedSignIn(database.db, backoff);
          else if (!isAPIError(returned) || returned.statusCode === 403) await clearFailedSignIns(database.db, backoff);
        }
      }),
    },
    logger: {
      disabled: config.logLevel === 'silent',
      level: config.logLevel === 'debug' || config.logLevel === 'trace' ? 'debug' : 'warn',
      log: (level, message, ...args) => {
        authLogger[level]({ details: args.length ? args : undefined }, message);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
