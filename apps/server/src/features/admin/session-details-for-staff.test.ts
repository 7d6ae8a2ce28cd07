import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestClient } from '../../test/test-app.ts';

/** Where a user signs in from (address, device) is for those who manage accounts, not for read-only staff. */
let t: TestApp;
let superuser: TestClient;
let staff: TestClient;
let victimId: string;
const DEVICE = 'Mozilla/5.0 (X11; Linux x86_64) VictimBrowser/1.0';
const VICTIM_IP = '198.51.100.23';

beforeAll(async () => {
  t = await createTestApp();
  superuser = await t.staffClient({ superuser: true });
  staff = await t.staffClient();
  const victim = await t.signedInUser();
  victimId = ((await (await victim.get('/api/auth/get-session')).json()) as { user: { id: string } }).user.id;
  const device = t.client({ ip: VICTIM_IP });
  const signIn = await device.request('/api/auth/sign-in/email', { method: 'POST', json: { email: victim.user.email, password: TEST_PASSWORD }, headers: { 'user-agent': DEVICE } });
  expect(signIn.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

type Sessions = { sessions: Array<{ id: string; ipAddress: string | null; userAgent: string | null; expiresAt: string }> };
const sessionsSeenBy = async (caller: TestClient): Promise<Sessions['sessions']> => {
  const res = await caller.post('/api/auth/admin/list-user-sessions', { userId: victimId });
  expect(res.status).toBe(200);
  return ((await res.json()) as Sessions).sessions;
};

describe('admin/list-user-sessions', () => {
  it('shows a superuser each session with its address and device', async () => {
    const sessions = await sessionsSeenBy(superuser);
    expect(sessions.some((s) => s.ipAddress === VICTIM_IP && s.userAgent === DEVICE)).toBe(true);
  });

  it('shows read-only staff the sessions, but no address or device', async () => {
    const sessions = await sessionsSeenBy(staff);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const session of sessions) {
      expect(session.id).toEqual(expect.any(String));
      expect(session.expiresAt).toEqual(expect.any(String));
      expect(session.ipAddress).toBeNull();
      expect(session.userAgent).toBeNull();
    }
    const raw = JSON.stringify(sessions);
    expect(raw).not.toContain(VICTIM_IP);
    expect(raw).not.toContain('VictimBrowser');
  });
});
