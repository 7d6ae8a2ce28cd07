import { createHash } from 'node:crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema.ts';

/** better-auth's TOTP settings (its defaults, which create-auth.ts keeps): 6 digits, 30 s, one step either side. */
export const TOTP_SETTINGS = { period: 30, digits: 6, window: 1 } as const;

/** better-auth stores secrets imported from other apps as `base32:<secret>`; its own are used as they are. */
export function totpKeyOf(decryptedSecret: string): string | Uint8Array {
  return decryptedSecret.startsWith('base32:') ? base32.decode(decryptedSecret.slice(7).toUpperCase()) : decryptedSecret;
}

/**
 * The time step whose code `code` is, among the steps better-auth accepts at `nowMs` (the current
 * one and `window` either side), or null when it is none of them. The newest match wins.
 */
export async function matchingTimeStep(key: string | Uint8Array, code: string, nowMs: number, settings = TOTP_SETTINGS): Promise<number | null> {
  const otp = createOTP(key, { period: settings.period, digits: settings.digits });
  const current = Math.floor(nowMs / (settings.period * 1000));
  for (let step = current + settings.window; step >= current - settings.window; step--) {
    if ((await otp.hotp(step)) === code) return step;
  }
  return null;
}

/** Names a stored (encrypted) secret without keeping it: a new secret starts a new count. */
export function secretDigestOf(storedSecret: string): string {
  return createHash('sha256').update(storedSecret).digest('hex');
}

/**
 * Takes `step` as the account's last accepted step if it is later than the one recorded for the
 * same secret (RFC 6238 §5.2: a code is accepted once). One statement, so of two requests with the
 * same code only one wins. False: the code (or a later one) was accepted already.
 */
export async function claimTimeStep(db: Kysely<DatabaseSchema>, userId: string, secretDigest: string, step: number): Promise<boolean> {
  const row = await db
    .insertInto('totp_accepted_steps')
    .values({ user_id: userId, secret_digest: secretDigest, time_step: step })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ secret_digest: secretDigest, time_step: step })
        .where((eb) => eb.or([eb('totp_accepted_steps.time_step', '<', step), eb('totp_accepted_steps.secret_digest', '<>', secretDigest)])),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the account's record (with the account). */
export async function forgetTimeSteps(db: Kysely<DatabaseSchema>, userId: string): Promise<void> {
  await db.deleteFrom('totp_accepted_steps').where('user_id', '=', userId).execute();
}
