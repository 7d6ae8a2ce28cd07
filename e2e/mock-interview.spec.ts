import { expect, test, type Page } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { fakeCaptureFiles } from './fake-capture.ts';
import { signUpVerified } from './sign-up.ts';

// The fixtures must exist before the browser starts with them as its camera and microphone.
await ensureFixtures();
const capture = fakeCaptureFiles();

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--no-first-run',
      '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${capture.video}`,
      `--use-file-for-fake-audio-capture=${capture.audio}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});
test.setTimeout(420_000);

async function recordAnswer(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAccessibleName(new RegExp(`Elapsed 00:0${seconds}`), { timeout: (seconds + 3) * 1000 });
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByText('Recording saved successfully!')).toBeVisible({ timeout: 30_000 });
}

test('a new user records three answers, skips one, finishes, and reads a per-question report', async ({ page }) => {
  // Where the recordings' bytes go: our upload endpoint, or with E2E_OBJECT_STORE=s3 straight into the bucket.
  const uploads: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (request.method() === 'PUT' || url.pathname === '/api/mock/upload/') uploads.push(`${request.method()} ${url.origin} ${response.status()}`);
  });
  await signUpVerified(page, 'Ada Lovelace');
  await page.goto('/mock-interview');

  // Device check before question 1: the fake camera gives a picture.
  await expect(page.getByRole('heading', { name: 'Check your camera and microphone' })).toBeVisible();
  await page.getByRole('button', { name: 'Start interview' }).click();
  await expect(page.getByText('Mock interview started!')).toBeVisible();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await expect(page.getByText('Camera Ready')).toBeVisible();
  await expect(page.getByRole('button', { name: 'STAR Method' }).or(page.getByText('STAR Method'))).toBeVisible();

  const asked: string[] = [];
  for (const n of [1, 2]) {
    asked.push(await page.getByTestId('question-text').innerText());
    await recordAnswer(page, 6);
    await page.getByRole('button', { name: 'Next Question' }).click();
    await expect(page.getByText(`Question ${n + 1} of 10`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Skip Question' }).click();
  await expect(page.getByText('Question skipped')).toBeVisible();
  await expect(page.getByText('Question 4 of 10')).toBeVisible();
  await recordAnswer(page, 6);

  // A reload resumes the same session from session storage.
  await page.reload();
  await page.getByRole('button', { name: 'Resume interview' }).click();
  await expect(page.getByText('Session resumed!')).toBeVisible();
  await expect(page.getByText('Question 4 of 10')).toBeVisible();

  for (let n = 4; n < 10; n += 1) {
    await page.getByRole('button', { name: 'Next Question' }).click();
    await expect(page.getByText(`Question ${n + 1} of 10`)).toBeVisible();
  }
  expect(uploads).toHaveLength(3);
  for (const upload of uploads) {
    if (process.env.E2E_OBJECT_STORE === 's3') expect(upload).toMatch(/^PUT http:\/\/127\.0\.0\.1:\d+ 200$/);
    else expect(upload).toBe(`POST ${new URL(page.url()).origin} 200`);
  }
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page.getByRole('heading', { name: 'Mock Interview Complete!' })).toBeVisible();
  await expect(page.getByText('Completion Rate')).toBeVisible();
  await expect(page.getByText('30%')).toBeVisible();
  await expect(page.getByText('3/10')).toBeVisible();

  await page.getByRole('link', { name: 'Open the report' }).click({ timeout: 300_000 });
  await page.waitForURL(/\/analysis\/[^/]+$/);
  await expect(page.getByRole('heading', { name: /^Mock interview — / })).toBeVisible();
  const sections = page.getByTestId('mock-question-result');
  await expect(sections).toHaveCount(10);
  const first = sections.first();
  await expect(first.getByText(asked[0]!)).toBeVisible();
  // A face was found (eye contact measured) and words were recognised in the first answer.
  await expect(first.getByText('Eye contact').locator('..').getByText(/^\d+%$/)).toBeVisible();
  const transcript = await first.getByTestId('mock-transcript').innerText();
  expect(transcript).not.toBe('No words were recognised.');
  expect(transcript.split(/\s+/).length).toBeGreaterThan(3);
  await expect(first.getByText('Situation:')).toBeVisible();
  await expect(sections.nth(2).getByText('This question was skipped.')).toBeVisible();
  await expect(page.getByText('Video Performance').first()).toBeVisible();
});
