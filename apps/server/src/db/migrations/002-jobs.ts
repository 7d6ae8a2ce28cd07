import type { Kysely } from 'kysely';

/** The embedded job queue's tables. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(_db: Kysely<any>): Promise<void> {}
