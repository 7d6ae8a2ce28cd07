import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';
import { totpCodeOf } from '../features/account/totp-code.fixture.ts';
import { claimTimeStep, matchingTimeStep, totpKeyOf } from './totp-replay.ts';

const KEY = 'a-test-secret-of-32-characters!!';
const STEP = 57_000_000;

describe('matchingTimeStep', () => {
  it('names the step of a code within one step either side, else null', async () => {
    const otp = createOTP(KEY);
    const now = STEP * 30_000 + 10_000;
    expect(await matchingTimeStep(KEY, await otp.hotp(STEP), now)).toBe(STEP);
    expect(await matchingTimeStep(KEY, await otp.hotp(STEP - 1), now)).toBe(STEP - 1);
    expect(await matchingTimeStep(KEY, await otp.hotp(STEP + 1), now)).toBe(STEP + 1);
    expect(await matchingTimeStep(KEY, await otp.hotp(STEP + 2), now)).toBeNull();
    expect(await matchingTimeStep(KEY, await otp.hotp(STEP - 2), now)).toBeNull();
  });

  it('reads imported base32 secrets as better-auth does', () => {
    expect(totpKeyOf('base32:MZXW6===')).toEqual(new TextEncoder().encode('foo'));
    expect(totpKeyOf('plain')).toBe('plain');
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('claimTimeStep (real database)', () => {
  it('takes only a later step for the same secret, any step for a new secret, and one of two at once', async () => {
    const db = t.deps.database.db;
    expect(await claimTimeStep(db, 'u-claim', 'digest-a', STEP)).toBe(true);
    expect(await claimTimeStep(db, 'u-claim', 'digest-a', STEP)).toBe(false);
    expect(await claimTimeStep(db, 'u-claim', 'digest-a', STEP - 1)).toBe(false);
    expect(await claimTimeStep(db, 'u-claim', 'digest-a', STEP + 1)).toBe(true);
    expect(await claimTimeStep(db, 'u-claim', 'digest-b', STEP - 5)).toBe(true);
    expect(await claimTimeStep(db, 'u-other', 'digest-a', STEP)).toBe(true);
    const together = await Promise.all([1, 2, 3, 4].map(() => claimTimeStep(db, 'u-race', 'digest-a', STEP)));
    expect(together.filter(Boolean)).toHaveLength(1);
  });
});

describe('an authenticator code is accepted once (RFC 6238 §5.2)', () => {
  it('on the sign-in second step, after being used to turn two-factor on; a later code works', async () => {
    const user = await t.signedInUser();
    const enabled = (await (await user.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD })).json()) as { totpURI: string };
    const code = await totpCodeOf(enabled.totpURI);
    expect((await user.post('/api/auth/two-factor/verify-totp', { code })).status).toBe(200);

    async function secondStep(withCode: string): Promise<number> {
      const c = t.client();
      const password = await c.post('/api/auth/sign-in/email', { email: user.user.email, password: TEST_PASSWORD });
      expect(await password.json()).toMatchObject({ twoFactorRedirect: true });
      return (await c.post('/api/auth/two-factor/verify-totp', { code: withCode })).status;
    }
    expect(await secondStep(code)).toBe(401);
    const next = await totpCodeOf(enabled.totpURI, 1);
    const [first, second] = await Promise.all([secondStep(next), secondStep(next)]);
    expect([first, second].sort()).toEqual([200, 401]);
    expect(await secondStep(next)).toBe(401);
  });
});
