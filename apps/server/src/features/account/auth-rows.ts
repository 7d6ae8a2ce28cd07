import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/**
 * The columns of better-auth's tables that export and deletion read (better-auth owns and migrates
 * them; its column names are camelCase). Secrets (password hashes, TOTP secrets, tokens) are never
 * selected for an export.
 */
export type AuthRowTables = {
  user: Record<string, unknown> & { id: string; email: string; name: string };
  session: { id: string; userId: string; token: string; createdAt: unknown; expiresAt: unknown; ipAddress: string | null; userAgent: string | null };
  account: { id: string; userId: string; providerId: string; accountId: string; password: string | null; createdAt: unknown };
  twoFactor: { id: string; userId: string };
  verification: { id: string; identifier: string; value: string };
};

/** The app's database seen with better-auth's tables. */
export function withAuthRows(db: Kysely<DatabaseSchema>): Kysely<AuthRowTables> {
  return db.withTables<AuthRowTables>() as unknown as Kysely<AuthRowTables>;
}
