import { expect, test, type Page } from '@playwright/test';
import { latestMailTo, linkIn } from './outbox.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { runServerCommand } from './run-server-command.ts';

/**
 * Collects React's hydration failures from now on (#418 and its kin, minified in the built app): the pre-rendered
 * pages must match what the app first renders over them.
 */
function watchHydrationErrors(page: Page): () => string[] {
  const errors: string[] = [];
  const keep = (text: string) => {
    if (/418|hydrat/i.test(text)) errors.push(`${page.url()}: ${text}`);
  };
  page.on('pageerror', (error) => keep(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') keep(message.text());
  });
  return () => [...errors];
}

test('a new user registers, verifies by mail, signs in, sees the empty dashboard and signs out', async ({ page }) => {
  // Long, as some real addresses are: on a phone the screens that show it must wrap it, not widen the page.
  const email = `e2e-${Date.now()}-firstname.middlename.lastname@department.example-university.com`;
  const password = 'Rehearse1!';
  const hydrationErrors = watchHydrationErrors(page);

  // The pre-rendered sign-in page, taken over by the app (its button is on once hydrated), on a phone and a laptop.
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  }

  await page.goto('/register');
  await page.getByLabel('Full name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('rehearse');
  await expect(page.getByText('Include an uppercase letter')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await expect(page.getByText('✓ Password meets all requirements')).toBeVisible();
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: /sign up|create account|register/i }).click();
  await expect(page.getByText('Registration successful! Please check your email for verification.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Your account is created' })).toBeVisible();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
  // A reload keeps the note (it comes with the history entry): the app renders it over the pre-rendered page.
  await page.reload();
  await expect(page.getByText('Check your email to verify your account.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
  expect(hydrationErrors()).toEqual([]);

  // Not verified yet: sign-in is refused, and on a phone the notice wraps the address inside the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await new SignInPage(page).signIn(email, password);
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(`Open the link in the email we sent to ${email}, or get a new one.`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 768 });

  // The verification link signs the user in and lands on the dashboard.
  await page.goto(linkIn(latestMailTo(email), 'verify-email'));
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('Welcome, Ada Lovelace!')).toBeVisible();
  await expect(page.getByText('Your email is verified. Welcome to Rehearse!')).toBeVisible();
  await expect(page.getByText('No analyses yet')).toBeVisible();
  await expect(page.getByText('Credits Left')).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  expect(hydrationErrors()).toEqual([]);
});

test('a staff admin signs in at /admin-login and sees the staff page', async ({ page }) => {
  const username = `staff${Date.now()}`;
  runServerCommand('admin:create', ['--username', username, '--email', `${username}@example.com`, '--password', 'Staff-pass1!', '--superuser']);

  await page.goto('/admin-login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('wrong-Pass1!');
  await page.getByRole('button', { name: 'Sign in to Admin Panel' }).click();
  await expect(page.getByRole('form', { name: 'Admin sign in' }).getByText('Invalid credentials')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('Staff-pass1!');
  await page.getByRole('button', { name: 'Sign in to Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard/);
  await expect(page.getByText(username).first()).toBeVisible();
  await expect(page.getByText('Superuser', { exact: true })).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  // The staff token is an httpOnly cookie: no script on the page can read it, and local storage holds no token.
  const staffCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'rehearse_staff_token');
  expect(staffCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  expect(await page.evaluate<string>('document.cookie')).not.toContain('rehearse_staff_token');
  expect(await page.evaluate<string[]>('Object.keys(localStorage)')).not.toContain('adminToken');
  await page.getByRole('button', { name: /log out/i }).click();
  await expect(page).toHaveURL(/\/admin-login/);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'rehearse_staff_token')).toBe(false);
});
