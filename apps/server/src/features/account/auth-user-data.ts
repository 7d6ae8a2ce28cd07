import type { Kysely } from 'kysely';
import { USER_FIELDS } from '@rehearse/contract/user-fields';
import { forgetTimeSteps } from '../../auth/totp-replay.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import { withAuthRows, type AuthRowTables } from './auth-rows.ts';
import { exportJson, type ExportEntry, type UserDataSource } from '../../shared/user-data-source.ts';

/** The profile columns an export shows: better-auth's own and the contract's user fields. */
const PROFILE_COLUMNS = ['id', 'email', 'name', 'emailVerified', 'createdAt', 'updatedAt', 'role', 'username', 'twoFactorEnabled', ...Object.keys(USER_FIELDS)];

/**
 * The account itself (better-auth's user, session, account, twoFactor and verification rows).
 * Registered last: its deletion removes the user row the other sources' rows belong to.
 */
export function authUserData(database: Kysely<DatabaseSchema>): UserDataSource {
  const db: Kysely<AuthRowTables> = withAuthRows(database);
  return {
    name: 'account',
    description: 'profile.json (your profile fields), settings.json (notification and privacy settings), account/sessions.json (signed-in devices) and account/sign-in-methods.json (password or Google; no secrets).',
    async exportForUser(userId): Promise<ExportEntry[]> {
      const user = await db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!user) return [];
      const profile = Object.fromEntries(PROFILE_COLUMNS.filter((column) => column in user).map((column) => [column, user[column]]));
      const { settings, ...profileWithoutSettings } = profile;
      const sessions = await db
        .selectFrom('session')
        .select(['createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .execute();
      const methods = await db.selectFrom('account').select(['providerId', 'createdAt']).where('userId', '=', userId).execute();
      return [
        { path: 'profile.json', content: exportJson(profileWithoutSettings) },
        { path: 'settings.json', content: exportJson(typeof settings === 'string' ? safeJson(settings) : (settings ?? null)) },
        { path: 'account/sessions.json', content: exportJson(sessions) },
        { path: 'account/sign-in-methods.json', content: exportJson(methods) },
      ];
    },
    objectKeysOfUser: async () => [],
    async deleteForUser(userId) {
      await forgetTimeSteps(database, userId);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('twoFactor').where('userId', '=', userId).execute();
        await trx.deleteFrom('session').where('userId', '=', userId).execute();
        await trx.deleteFrom('account').where('userId', '=', userId).execute();
        // Password-reset and trusted-device tokens carry the user id as their value.
        await trx.deleteFrom('verification').where('value', '=', userId).execute();
        await trx.deleteFrom('user').where('id', '=', userId).execute();
      });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
