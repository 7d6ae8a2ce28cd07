import { expect, test } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { fakeCaptureLaunchOptions } from './fake-capture.ts';
import { SignInPage } from './pages/sign-in-page.ts';
import { signUpVerified } from './sign-up.ts';

await ensureFixtures();
test.use({ launchOptions: fakeCaptureLaunchOptions() });

test('an interview in progress is offered to resume in another browser of the same user, at its question', async ({ page, browser }) => {
  const { email, password } = await signUpVerified(page, 'Resume Ruth');
  await page.goto('/mock-interview');
  await page.getByLabel('Number of questions').selectOption('3');
  await page.getByRole('button', { name: 'Start interview' }).click();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'Skip Question' }).click();
  await expect(page.getByText('Question 2 of 3')).toBeVisible();
  const second = await page.getByTestId('question-text').innerText();

  // Another browser (no shared storage): sign in and open the mock page.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  const signIn = new SignInPage(other);
  await signIn.goto();
  await signIn.signIn(email, password);
  await other.waitForURL(/\/dashboard/);
  await other.goto('/mock-interview');
  await expect(other.getByTestId('interview-in-progress')).toContainText('It stands at question 2 of 3');
  await expect(other.getByRole('button', { name: 'Start interview' })).toHaveCount(0);
  await other.getByRole('button', { name: 'Resume interview' }).click();
  await expect(other.getByText('Session resumed!')).toBeVisible();
  await expect(other.getByText('Question 2 of 3')).toBeVisible();
  await expect(other.getByTestId('question-text')).toHaveText(second);

  // Finishing it there leaves nothing to resume: a new tab of the first browser sets up a new interview.
  await other.getByRole('button', { name: 'Finish now' }).click();
  await other.getByRole('dialog', { name: 'Finish the interview now?' }).getByRole('button', { name: 'Finish now' }).click();
  await expect(other.getByRole('heading', { name: 'Mock Interview Complete!' })).toBeVisible();
  await elsewhere.close();
  const tab = await page.context().newPage();
  await tab.goto('/mock-interview');
  await expect(tab.getByRole('button', { name: 'Start interview' })).toBeVisible();
  await expect(tab.getByRole('button', { name: 'Resume interview' })).toHaveCount(0);
});
