import type { Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/**
 * The app's database seen as only the tables (and better-auth columns) a feature names: the same connection, typed
 * narrower so the feature's SQL cannot reach another feature's tables.
 */
export function narrowedDatabase<Tables>(db: Kysely<DatabaseSchema>): Kysely<Tables> {
  // Kysely's type is invariant in its schema, so the narrower view of the same connection is a cast.
  return db as unknown as Kysely<Tables>;
}
