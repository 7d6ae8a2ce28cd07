import { expect, test } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { fakeCaptureLaunchOptions } from './fake-capture.ts';
import { AnalysisReportPage } from './pages/analysis-report-page.ts';
import { signUpVerified } from './sign-up.ts';

// The fixtures must exist before the browser starts with them as its camera and microphone.
await ensureFixtures();
test.use({ launchOptions: fakeCaptureLaunchOptions() });
test.setTimeout(420_000);

test('a mock answer gets its own "Your answer" card in the report, judged against its question', async ({ page }) => {
  await signUpVerified(page, 'Grace Hopper');
  await page.goto('/mock-interview');
  await page.getByLabel('Number of questions').selectOption('1');
  await page.getByRole('button', { name: 'Start interview' }).click();
  await expect(page.getByText('Question 1 of 1')).toBeVisible();

  // Long enough for the looping fake microphone to give the words a content judgement needs.
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Elapsed 00:16/, { timeout: 25_000 });
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByText('Recording saved successfully!')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  const openReport = page.getByRole('link', { name: 'Open the report' });
  await expect(openReport).toBeVisible({ timeout: 300_000 });
  await openReport.click();
  await page.waitForURL(/\/analysis\/[^/]+$/);

  const first = page.getByTestId('mock-question-result').first();
  const card = first.getByTestId('answer-content-card');
  await expect(card.getByRole('heading', { name: 'Your answer' })).toBeVisible();
  await expect(card.getByText(/Transcript by PocketSphinx/)).toBeVisible();
  // Judged: the findings' quotes seek this answer's own recording; not judged: the card says why instead of guessing.
  const seekers = card.getByTestId('content-quote');
  if ((await seekers.count()) > 0) {
    const button = seekers.first();
    const at = (await button.innerText()).match(/at (\d+):(\d\d)$/)!;
    await button.click();
    await expect.poll(() => first.locator('video').evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime))).toBeGreaterThanOrEqual(Number(at[1]) * 60 + Number(at[2]));
    // How each sentence was read opens from the keyboard, each sentence with its part in words and why.
    const sentences = card.getByTestId('star-sentence');
    await expect(sentences.first()).toBeHidden();
    await card.getByText('How each sentence was read (STAR)').focus();
    await page.keyboard.press('Enter');
    await expect(sentences.first()).toBeVisible();
    await expect(sentences.first()).toContainText(/^(Situation|Task|Action|Result|No part)\S.* at \d+:\d\d(Sets the scene|Says what you|Plays no STAR part)/);
  } else {
    await expect(card.getByText('not enough clear speech to judge content')).toBeVisible();
  }
  await expect(new AnalysisReportPage(page).answerContent).toHaveCount(1);
});
