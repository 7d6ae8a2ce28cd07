import type { Page } from '@playwright/test';
import { latestMailTo, linkIn } from './outbox.ts';

// Random start: Playwright may load this module afresh in a new worker after a failure.
let signUps = Math.floor(Math.random() * 250);

/**
 * A new, verified and signed-in user, made through the real sign-up API and the mailed link.
 * Each sign-up comes from its own client address (the e2e server trusts X-Forwarded-For), as real new
 * users would: the suite makes more sign-ups a minute than one address is allowed.
 */
export async function signUpVerified(page: Page, fullName: string): Promise<{ email: string; password: string }> {
  const email = `e2e-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const password = 'Rehearse1!';
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password, name: fullName, full_name: fullName },
    headers: { origin: `http://localhost:${process.env.E2E_PORT ?? 3100}`, 'x-forwarded-for': `198.51.100.${(signUps++ % 250) + 1}` },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  await page.goto(linkIn(latestMailTo(email), 'verify-email'));
  await page.waitForURL(/\/dashboard/);
  return { email, password };
}
