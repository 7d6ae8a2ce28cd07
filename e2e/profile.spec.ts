import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { latestMailTo } from './outbox.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { signUpVerified } from './sign-up.ts';
import { totpOf } from './totp.ts';

test('a user turns on 2FA, signs in again with a code, exports the data and deletes the account', async ({ page }) => {
  const { email, password } = await signUpVerified(page, 'Grace Hopper');
  await page.goto('/profile');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Location').fill('Arlington');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  // Two-factor: password → QR and manual key → 6-digit code → backup codes.
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByAltText('QR code for your authenticator app')).toBeVisible();
  const manualKey = (await page.getByTestId('two-factor-manual-key').textContent())!.trim();
  await page.getByLabel('Verification code').fill(await totpOf(manualKey));
  await page.getByRole('button', { name: 'Verify and enable' }).click();
  await expect(page.getByText('Two-factor authentication has been enabled successfully!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  // Sign out, then sign in: the code is asked for.
  await page.getByRole('button', { name: 'Sign Out' }).last().click();
  const signIn = new SignInPage(page);
  await signIn.signIn(email, password);
  // The next step's code: the one that turned 2FA on is spent (each code is accepted once).
  await page.getByLabel('Verification code').fill(await totpOf(manualKey, 1));
  await page.getByRole('button', { name: /verify/i }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  // Login history shows the attempts.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'View Login History' }).click();
  await expect(page.getByRole('dialog').getByText('Success').first()).toBeVisible();
  await expect(page.getByRole('dialog').getByText('This device')).toBeVisible();
  await page.keyboard.press('Escape');

  // Export: the ZIP downloads at once.
  await page.getByRole('tab', { name: 'Settings' }).click();
  const downloadEvent = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export my data' }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^rehearse-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('README.txt'))).toBe(true);
  expect(zip.includes(Buffer.from('profile.json'))).toBe(true);
  // 'You will receive an email when ready.'
  await expect.poll(() => latestMailTo(email)).toContain('Subject: Your Rehearse data export is ready');

  // Delete: a wrong word is refused, the right one deletes and signs out.
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByLabel('Type DELETE to confirm').fill('delete');
  await page.getByRole('button', { name: 'Permanently delete my account' }).click();
  await expect(page.getByText('Please type DELETE exactly to confirm account deletion.')).toBeVisible();
  await page.getByLabel('Type DELETE to confirm').fill('DELETE');
  await page.getByLabel('Your password').fill(password);
  await page.getByRole('button', { name: 'Permanently delete my account' }).click();
  await expect(page.getByText('Account deletion request submitted. You will receive a confirmation email.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  // 'You will receive a confirmation email.'
  expect(latestMailTo(email)).toContain('Subject: Your Rehearse account has been deleted');

  // The account is gone.
  await signIn.signIn(email, password);
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: /verify/i })).toHaveCount(0);
});
