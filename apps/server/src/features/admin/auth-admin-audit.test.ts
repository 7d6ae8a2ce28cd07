import { adminAuditResponseSchema, type AdminAuditEntry } from '@rehearse/contract/admin-audit';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISABLED_ADMIN_PATHS, READ_ONLY_ADMIN_PATHS } from '../../auth/admin-plugin-roles.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../../test/test-app.ts';
import { AUDITED_AUTH_ADMIN_ROUTES } from './auth-admin-audit.ts';

/**
 * better-auth's own admin routes (`/api/auth/admin/*`) change accounts as the app's admin routes do, so they
 * write the same audit log, with the values before and after, read back through `/api/admin/audit/`.
 */
let t: TestApp;
let superuser: TestClient;
let superuserEmail: string;
let staff: TestClient;

const idOf = async (client: TestClient) => ((await (await client.get('/api/auth/get-session')).json()) as { user: { id: string; email: string } }).user;

beforeAll(async () => {
  t = await createTestApp();
  superuser = await t.staffClient({ superuser: true });
  superuserEmail = (await idOf(superuser)).email;
  staff = await t.staffClient();
});
afterAll(async () => {
  await t?.close();
});

async function auditLog(): Promise<AdminAuditEntry[]> {
  const res = await superuser.get('/api/admin/audit/?page_size=100');
  expect(res.status).toBe(200);
  return adminAuditResponseSchema.parse(await res.json()).entries;
}

/** The audit rows written while `act` ran, oldest first. */
async function newEntries(act: () => Promise<void>): Promise<AdminAuditEntry[]> {
  const before = new Set((await auditLog()).map((entry) => entry.id));
  await act();
  return (await auditLog()).filter((entry) => !before.has(entry.id)).reverse();
}

async function newVictim(): Promise<{ client: TestClient; id: string; email: string }> {
  const client = await t.signedInUser();
  const { id, email } = await idOf(client);
  return { client, id, email };
}

describe('audited better-auth admin routes', () => {
  it('ban-user and unban-user: who, target, ban fields before and after, and sessions ended', async () => {
    const victim = await newVictim();
    const entries = await newEntries(async () => {
      expect((await superuser.post('/api/auth/admin/ban-user', { userId: victim.id, banReason: 'Spam' })).status).toBe(200);
      expect((await superuser.post('/api/auth/admin/unban-user', { userId: victim.id })).status).toBe(200);
    });
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: 'user.ban',
      actor_email: superuserEmail,
      ip: superuser.ip,
      target_type: 'user',
      target_id: victim.id,
      target_label: victim.email,
      before: { banned: false, ban_reason: null, ban_expires: null, sessions: 1 },
      after: { banned: true, ban_reason: 'Spam', ban_expires: null, sessions: 0 },
    });
    expect(entries[1]).toMatchObject({ action: 'user.unban', target_id: victim.id, before: { banned: true, ban_reason: 'Spam' }, after: { banned: false, ban_reason: null } });
  });

  it('set-role: user → admin → user, each with the role before and after', async () => {
    const victim = await newVictim();
    const entries = await newEntries(async () => {
      expect((await superuser.post('/api/auth/admin/set-role', { userId: victim.id, role: 'admin' })).status).toBe(200);
      expect((await superuser.post('/api/auth/admin/set-role', { userId: victim.id, role: 'user' })).status).toBe(200);
    });
    expect(entries.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.role', { role: 'user' }, { role: 'admin' }],
      ['user.role', { role: 'admin' }, { role: 'user' }],
    ]);
  });

  it('revoke-user-sessions and revoke-user-session: the session count before and after', async () => {
    const victim = await newVictim();
    expect((await t.client().post('/api/auth/sign-in/email', { email: victim.email, password: TEST_PASSWORD })).status).toBe(200);
    const tokens = await sql<{ token: string }>`SELECT token FROM session WHERE "userId" = ${victim.id}`.execute(t.deps.database.db);
    expect(tokens.rows).toHaveLength(2);
    const entries = await newEntries(async () => {
      expect((await superuser.post('/api/auth/admin/revoke-user-session', { sessionToken: tokens.rows[0]!.token })).status).toBe(200);
      expect((await superuser.post('/api/auth/admin/revoke-user-sessions', { userId: victim.id })).status).toBe(200);
    });
    expect(entries).toMatchObject([
      { action: 'session.revoke', target_id: victim.id, target_label: victim.email, before: { sessions: 2 }, after: { sessions: 1 } },
      { action: 'user.sessions_revoke', target_id: victim.id, before: { sessions: 1 }, after: { sessions: 0 } },
    ]);
    expect(JSON.stringify(entries)).not.toContain(tokens.rows[0]!.token);
  });

  it('writes nothing for refused or failed calls', async () => {
    const victim = await newVictim();
    const entries = await newEntries(async () => {
      expect((await staff.post('/api/auth/admin/ban-user', { userId: victim.id })).status).toBe(403);
      expect((await victim.client.post('/api/auth/admin/set-role', { userId: victim.id, role: 'admin' })).status).toBe(403);
      expect((await superuser.post('/api/auth/admin/ban-user', { userId: 'no-such-user' })).status).toBe(404);
      expect((await superuser.post('/api/auth/admin/revoke-user-session', { sessionToken: 'no-such-token' })).status).toBeLessThan(500);
    });
    expect(entries).toEqual([]);
  });

  it('covers every better-auth admin route that is switched on and changes something', () => {
    const routes = Object.values(t.deps.auth.api as Record<string, { path?: string }>)
      .map((endpoint) => endpoint.path ?? '')
      .filter((path) => path.startsWith('/admin/'));
    expect(routes.length).toBeGreaterThan(10);
    const changing = routes.filter((path) => !READ_ONLY_ADMIN_PATHS.includes(path) && !DISABLED_ADMIN_PATHS.includes(path));
    expect(changing.sort()).toEqual(Object.keys(AUDITED_AUTH_ADMIN_ROUTES).sort());
  });
});

describe('set-role moves between user and admin only', () => {
  it.each([
    ['staff', 'staff'],
    ['an unknown role', 'owner'],
    ['several roles', ['admin', 'user']],
  ])('refuses %s with 400, changing and auditing nothing', async (_case, role) => {
    const victim = await newVictim();
    const entries = await newEntries(async () => {
      const res = await superuser.post('/api/auth/admin/set-role', { userId: victim.id, role });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: 'error', message: 'role must be user or admin' });
    });
    expect(entries).toEqual([]);
    const row = await sql<{ role: string }>`SELECT role FROM "user" WHERE id = ${victim.id}`.execute(t.deps.database.db);
    expect(row.rows[0]!.role).toBe('user');
  });

  it('leaves staff accounts to admin:create, through either admin route', async () => {
    const readOnly = await t.staffClient({ username: 'roleless_staff' });
    const { id } = await idOf(readOnly);
    const viaAuth = await superuser.post('/api/auth/admin/set-role', { userId: id, role: 'admin' });
    expect(viaAuth.status).toBe(400);
    expect(((await viaAuth.json()) as { message: string }).message).toMatch(/admin:create/);
    const viaApp = await superuser.post(`/api/admin/users/${id}/role/`, { role: 'admin' });
    expect(viaApp.status).toBe(400);
    const row = await sql<{ role: string }>`SELECT role FROM "user" WHERE id = ${id}`.execute(t.deps.database.db);
    expect(row.rows[0]!.role).toBe('staff');
  });
});
