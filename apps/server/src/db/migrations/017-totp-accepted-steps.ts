import type { Kysely } from 'kysely';

/**
 * The last authenticator time step accepted per account (auth/totp-replay.ts): RFC 6238 §5.2, a
 * code is accepted once. `secret_digest` names the secret the step belongs to, so a new secret
 * (two-factor turned off and on) starts afresh.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('totp_accepted_steps')
    .addColumn('user_id', 'varchar(255)', (c) => c.primaryKey())
    .addColumn('secret_digest', 'varchar(64)', (c) => c.notNull())
    .addColumn('time_step', 'bigint', (c) => c.notNull())
    .execute();
}
