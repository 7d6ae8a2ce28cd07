import type { CoachKind } from '@rehearse/contract/coach';
import type { PublicConfig } from '@rehearse/contract/public-config';
import type { ResponseSchema } from './api-client.ts';

/** Every coach kind, keyed so that the compiler insists on each one of the contract's. */
const COACH_KINDS: Record<CoachKind, true> = { 'built-in': true, model: true };

const isCoachKind = (value: unknown): value is CoachKind => typeof value === 'string' && Object.hasOwn(COACH_KINDS, value);
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * `GET /api/config/public` checked as the contract's `publicConfigSchema` checks it, without zod: the sign-in page
 * asks for it at start, and zod with the coach schemas was 90 KB of script (25 KB brotli) more for it
 * (docs/decisions/056-signed-out-pages-start-lighter.md). `public-config-reader.test.ts` holds it to the schema.
 */
export const publicConfigReader: ResponseSchema<PublicConfig> = {
  safeParse(data) {
    if (typeof data !== 'object' || data === null) return { success: false };
    const body = data as Record<string, unknown>;
    const { google, support_email: supportEmail, support_hours: supportHours, max_upload_mb: maxUploadMb, coach } = body;
    if (typeof google !== 'boolean' || !isStringOrNull(supportEmail) || !isStringOrNull(supportHours) || !isCoachKind(coach)) return { success: false };
    if (typeof maxUploadMb !== 'number' || !Number.isFinite(maxUploadMb) || maxUploadMb <= 0) return { success: false };
    return { success: true, data: { google, support_email: supportEmail, support_hours: supportHours, max_upload_mb: maxUploadMb, coach } };
  },
};
