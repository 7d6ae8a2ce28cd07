import { expect, test } from '@playwright/test';
import { runServerCommand } from './run-server-command.ts';
import { signUpVerified } from './sign-up.ts';
import { totpOf } from './totp.ts';

const origin = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

test('staff signs in, opens /admin, deactivates a user, changes a setting and sees both in recent activity', async ({ page, browser }) => {
  const userContext = await browser.newContext();
  const member = await signUpVerified(await userContext.newPage(), 'Deactivate Me');
  await userContext.close();

  const username = `boss${Date.now()}`;
  runServerCommand('admin:create', ['--username', username, '--email', `${username}@example.com`, '--password', 'Staff-pass1!', '--superuser']);
  await page.goto('/admin-login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Staff-pass1!');
  await page.getByRole('button', { name: 'Sign in to Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard/);

  const [admin] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: /Backend admin site/ }).click()]);
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('tab', { name: 'Dashboard' })).toBeVisible();
  await expect(admin.getByText('Average score')).toBeVisible();

  await admin.getByRole('tab', { name: 'Users' }).click();
  await admin.getByPlaceholder('Search users by name or e-mail').fill(member.email);
  await admin.getByRole('button', { name: `Deactivate ${member.email}` }).click();
  await expect(admin.getByRole('button', { name: `Activate ${member.email}` })).toBeVisible();

  await admin.getByRole('tab', { name: 'Settings' }).click();
  await admin.getByLabel('Max video size (MB)').fill('50');
  await admin.getByRole('button', { name: 'Save Settings' }).click();
  await expect(admin.getByText('Settings saved')).toBeVisible();

  await admin.getByRole('tab', { name: 'Dashboard' }).click();
  const activity = admin.getByRole('list', { name: 'Admin activity' });
  await expect(activity.getByText(`Changed status: ${member.email} (status active → status inactive)`)).toBeVisible();
  await expect(activity.getByText('Changed settings: Settings (max_video_size_mb 100 → max_video_size_mb 50)')).toBeVisible();

  // The deactivated member can no longer sign in.
  const signIn = await page.request.post('/api/auth/sign-in/email', { data: { email: member.email, password: member.password }, headers: { origin } });
  expect(signIn.status()).toBe(403);
  await page.request.put('/api/admin/settings/', { data: { max_video_size_mb: 100 }, headers: { origin } });
});

test('staff with two-factor sign-in enter a code at /admin-login: a wrong one is refused, the right one opens the staff page', async ({ browser, page }) => {
  const username = `guard${Date.now()}`;
  const email = `${username}@example.com`;
  const password = 'Staff-pass1!';
  runServerCommand('admin:create', ['--username', username, '--email', email, '--password', password]);

  // Turn two-factor on for the account, as its owner would on the profile screen.
  const owner = await browser.newContext();
  const request = owner.request;
  expect((await request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin } })).status()).toBe(200);
  const enabled = await request.post('/api/auth/two-factor/enable', { data: { password }, headers: { origin } });
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const key = new URL(totpURI).searchParams.get('secret')!;
  expect((await request.post('/api/auth/two-factor/verify-totp', { data: { code: await totpOf(key) }, headers: { origin } })).status()).toBe(200);
  await owner.close();

  // Its own client address: the staff login allows 5 tries a minute per address, and other specs sign staff in
  // from the same browser host at the same time.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.77' });
  await page.goto('/admin-login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in to Admin Panel' }).click();

  const code = page.getByLabel('Verification code');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('000000');
  await code.press('Enter');
  await expect(page.getByText('The verification code is not correct.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-login/);

  // The next step's code: the one that turned 2FA on is spent (each code is accepted once).
  await code.fill(await totpOf(key, 1));
  await code.press('Enter');
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await expect(page.getByRole('link', { name: /Backend admin site/ })).toBeVisible();
});

