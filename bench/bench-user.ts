import type { Config } from '../apps/server/src/config.ts';
import type { Database } from '../apps/server/src/db/database.ts';

/**
 * A verified user of the server at `base`, signed in with a bearer token (better-auth's bearer plugin answers it in
 * set-auth-token): what the benchmarks send their requests as.
 */
export async function signedInBenchUser(base: string, config: Pick<Config, 'publicUrl'>, database: Database): Promise<{ id: string; token: string }> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'Bench!pass1';
  const headers = { 'content-type': 'application/json', origin: config.publicUrl };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, { method: 'POST', headers, body: JSON.stringify({ email, password, name: 'Bench', full_name: 'Bench' }) });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const users = database.db.withTables<{ user: { id: string; email: string; emailVerified: boolean | number } }>();
  await users.updateTable('user').set({ emailVerified: database.dialect === 'postgres' ? true : 1 }).where('email', '=', email).execute();
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  const token = signIn.headers.get('set-auth-token');
  if (!signIn.ok || !token) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const user = await users.selectFrom('user').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { id: user.id, token };
}
