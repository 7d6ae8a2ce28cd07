import { FULL_NAME_ONE_LINE } from '@rehearse/contract/user-fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../test/test-app.ts';

/** better-auth's own `name` and the profile's `full_name` obey one rule: one line, at most 200 characters, spaces tidied. */
let t: TestApp;
let user: TestClient;
let counter = 0;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.signedInUser();
});
afterAll(async () => {
  await t?.close();
});

const signUp = (names: Record<string, unknown>) => {
  counter += 1;
  return t.client().post('/api/auth/sign-up/email', { email: `names-${counter}-${Date.now()}@example.com`, password: TEST_PASSWORD, ...names });
};
const sessionUser = async (client: TestClient) => ((await (await client.get('/api/auth/get-session')).json()) as { user: { name: string; full_name: string } }).user;
const errorOf = async (res: Response) => ({ status: res.status, message: ((await res.json()) as { message: string }).message });

describe('sign-up', () => {
  it.each([
    ['a 5,000-character name', { name: 'x'.repeat(5000), full_name: 'Short' }, /at most 200/],
    ['a name on two lines', { name: 'Ada\nLovelace', full_name: 'Ada' }, new RegExp(FULL_NAME_ONE_LINE)],
    ['a full name with a header break', { name: 'Ada', full_name: 'Ada\r\nBcc: x@example.com' }, new RegExp(FULL_NAME_ONE_LINE)],
    ['a long name without a full name', { name: 'x'.repeat(5000) }, /at most 200/],
    ['a full name with a NUL', { full_name: 'Ada\u0000' }, new RegExp(FULL_NAME_ONE_LINE)],
  ])('refuses %s with 400 and a message', async (_case, names, message) => {
    const { status, message: text } = await errorOf(await signUp(names));
    expect(status).toBe(400);
    expect(text).toMatch(message);
  });

  it('stores both names trimmed, with runs of spaces collapsed', async () => {
    const email = `tidy-${Date.now()}@example.com`;
    const res = await t.client().post('/api/auth/sign-up/email', { email, password: TEST_PASSWORD, name: '  Ada    Lovelace ', full_name: ' Ada \u00a0 Lovelace' });
    expect(res.status).toBe(200);
    const row = await t.deps.database.db.withTables<{ user: { email: string; name: string; full_name: string } }>().selectFrom('user').select(['name', 'full_name']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Ada Lovelace', full_name: 'Ada Lovelace' });
  });
});

describe('update-user', () => {
  it('refuses a multi-line or over-long name, and keeps the old one', async () => {
    const before = await sessionUser(user);
    expect((await errorOf(await user.post('/api/auth/update-user', { name: 'Eve\nClick here' }))).status).toBe(400);
    expect((await errorOf(await user.post('/api/auth/update-user', { name: 'y'.repeat(201) }))).status).toBe(400);
    expect((await errorOf(await user.post('/api/auth/update-user', { full_name: 'Eve\tMallory' }))).status).toBe(400);
    expect(await sessionUser(user)).toMatchObject({ name: before.name, full_name: before.full_name });
  });

  it('tidies the names it accepts, and a new full name renames the account too', async () => {
    expect((await user.post('/api/auth/update-user', { full_name: '  Grace   Hopper ' })).status).toBe(200);
    expect(await sessionUser(user)).toMatchObject({ name: 'Grace Hopper', full_name: 'Grace Hopper' });
    expect((await user.post('/api/auth/update-user', { name: ' Grace  B. Hopper' })).status).toBe(200);
    expect((await sessionUser(user)).name).toBe('Grace B. Hopper');
  });
});
