import { REVOKE_SESSION_BY_ID_PATH, revokeSessionByIdBodySchema, SESSION_NOT_FOUND } from '@rehearse/contract/own-sessions';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, sensitiveSessionMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';

/**
 * Signing one device out by session id, better-auth's `/revoke-session` by token otherwise: session
 * lists no longer hand out tokens (auth-answer-secrets.ts). Only the caller's own sessions are
 * found; any other id answers 404 alike.
 */
export function ownSessions(): BetterAuthPlugin {
  return {
    id: 'rehearse-own-sessions',
    endpoints: {
      revokeSessionById: createAuthEndpoint(
        REVOKE_SESSION_BY_ID_PATH,
        { method: 'POST', body: revokeSessionByIdBodySchema, use: [sensitiveSessionMiddleware], requireHeaders: true },
        async (ctx) => {
          const own = ctx.context.session;
          const sessions = await ctx.context.internalAdapter.listSessions(own.user.id);
          const target = sessions.find((session) => session.id === ctx.body.sessionId);
          if (!target) throw new APIError('NOT_FOUND', { message: SESSION_NOT_FOUND, code: 'SESSION_NOT_FOUND' });
          await ctx.context.internalAdapter.deleteSession(target.token);
          if (target.id === own.session.id) deleteSessionCookie(ctx);
          return ctx.json({ status: true as const });
        },
      ),
    },
  };
}
