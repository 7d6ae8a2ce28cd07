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

/**
 * A connection or transaction of the app's database in whichever feature's view its holder has: what a port takes so
 * that its owner's write joins the holder's transaction, without the holder seeing the owner's tables.
 */
export type HeldConnection = Pick<Kysely<unknown>, 'executeQuery' | 'isTransaction'>;

/** A held connection seen as the tables of the feature whose port it was handed to. */
export function sameConnectionAs<Tables>(db: HeldConnection): Kysely<Tables> {
  // The same connection typed for the port owner's tables; Kysely's schema type is invariant, hence the cast.
  return db as unknown as Kysely<Tables>;
}
