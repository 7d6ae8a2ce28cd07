import type { Kysely } from 'kysely';

/** Core tables (accounts' own data beside better-auth's): owned by the foundation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(_db: Kysely<any>): Promise<void> {}
