import { z } from 'zod';

/**
 * `POST /api/auth/revoke-session-by-id`: signs one of the caller's own devices out by the session's
 * id. Session lists never carry tokens (another session's token is a credential), so the id is
 * what a client can name a device by.
 */
export const REVOKE_SESSION_BY_ID_PATH = '/revoke-session-by-id';
export const revokeSessionByIdBodySchema = z.object({ sessionId: z.string().trim().min(1).max(255) }).strict();
export const revokeSessionByIdResponseSchema = z.object({ status: z.literal(true) });
/** Answered with 404 when the id names no session of the caller (also someone else's). */
export const SESSION_NOT_FOUND = 'That session was not found. It may have ended already.';
