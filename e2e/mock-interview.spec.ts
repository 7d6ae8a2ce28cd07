import { expect, test, type Page } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { checkAtEveryWidth, expectNoAxeViolations, WIDTHS } from './axe.ts';
import { fakeCaptureLaunchOptions } from './fake-capture.ts';
import { expectLauncherClearOf } from './keep-clear.ts';
import { signUpVerified } from './sign-up.ts';

// The fixtures must exist before the browser starts with them as its camera and microphone.
await ensureFixtures();
test.use({ launchOptions: fakeCaptureLaunchOptions() });
test.setTimeout(420_000);

const TYPED_ANSWER =
  'Last spring our team lost a key client because reports were late. I was asked to fix the weekly reporting. ' +
  'I automated the data pull, wrote a checklist, and trained two colleagues to review it. As a result every report went out on time for six months.';

async function recordAnswer(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('button', { name: 'Stop Recording' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveAccessibleName(new RegExp(`Elapsed 00:0${seconds}`), { timeout: (seconds + 3) * 1000 });
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByText('Recording saved successfully!')).toBeVisible({ timeout: 30_000 });
}

test('a new user records three answers, types one, skips one, finishes, and reads a per-question report', async ({ page }) => {
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
  // On a phone and a tablet (where the timer sits at the right, beside the camera), the coach launcher keeps off it.
  for (const width of [390, 820]) {
    await page.setViewportSize({ width, height: 844 });
    await expectLauncherClearOf(page, page.getByRole('timer'), `the recording timer at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await recordAnswer(page, 6);

  // A reload resumes the same session from session storage.
  await page.reload();
  await page.getByRole('button', { name: 'Resume interview' }).click();
  await expect(page.getByText('Session resumed!')).toBeVisible();
  await expect(page.getByText('Question 4 of 10')).toBeVisible();

  // Question 4 has its answer: Next moves on. Without one, Next asks first.
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByText('Question 5 of 10')).toBeVisible();

  // Question 5 is typed instead of recorded, and judged at once on what it says alone.
  await page.getByRole('button', { name: 'Type your answer instead' }).click();
  const box = page.getByRole('textbox', { name: 'Your answer' });
  await expect(box).toBeFocused();
  await box.fill(TYPED_ANSWER);
  await expect(page.getByText(`${TYPED_ANSWER.length} / 3,000 characters`)).toBeVisible();
  await expectNoAxeViolations(page, 'mock interview, typing an answer');
  await page.getByRole('button', { name: 'Save typed answer' }).click();
  await expect(page.getByText('Typed answer saved')).toBeVisible();
  const typedFeedback = page.getByTestId('typed-answer-feedback');
  await expect(typedFeedback.getByText('Typed, content only')).toBeVisible();
  await expect(typedFeedback.getByTestId('content-finding').first()).toBeVisible();
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByText('Question 6 of 10')).toBeVisible();

  for (let n = 6; n < 10; n += 1) {
    await page.getByRole('button', { name: 'Next Question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skip this question?' });
    await dialog.getByRole('button', { name: 'Skip it' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Question ${n + 1} of 10`)).toBeVisible();
  }
  expect(uploads).toHaveLength(3);
  for (const upload of uploads) {
    if (process.env.E2E_OBJECT_STORE === 's3') expect(upload).toMatch(/^PUT http:\/\/127\.0\.0\.1:\d+ 200$/);
    else expect(upload).toBe(`POST ${new URL(page.url()).origin} 200`);
  }
  // Finish on the last question, unanswered, asks too; skipping it finishes the interview.
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.getByRole('dialog', { name: 'Skip this question?' }).getByRole('button', { name: 'Skip it' }).click();

  await expect(page.getByRole('heading', { name: 'Mock Interview Complete!' })).toBeVisible();
  await expect(page.getByText('Completion Rate')).toBeVisible();
  await expect(page.getByText('40%')).toBeVisible();
  await expect(page.getByText('4/10')).toBeVisible();

  const openReport = page.getByRole('link', { name: 'Open the report' });
  await expect(openReport).toBeVisible({ timeout: 300_000 });
  // Once the report is ready, the completion screen leads with the overall score.
  await expect(page.getByRole('region', { name: 'Overall Score' }).getByTestId('overall-score-value')).toHaveText(/^(\d{1,3}\.\d%|Not measured)$/);
  await openReport.click();
  await page.waitForURL(/\/analysis\/[^/]+$/);
  await expect(page.getByRole('heading', { name: /^Mock interview — / })).toBeVisible();
  const headline = page.getByRole('region', { name: 'Overall Score' });
  await expect(headline.getByTestId('overall-score-value')).toHaveText(/^\d{1,3}\.\d%$/);
  // The overall is made of the recorded answers whose own score is complete: one of them, or the length-weighted mean of
  // several; the typed answer is named apart, judged on its content only.
  await expect(
    headline.getByText(/^The (overall score|mean of the overall scores) of (your|\d+ of your) \d+ recorded answers?(, each weighted by its length)?\. .*Your typed answer is judged on what it says only and is not part of the overall\.$/),
  ).toBeVisible();
  await expect(page.getByText(/Multiple files with this name found/)).toHaveCount(0);
  const sections = page.getByTestId('mock-question-result');
  await expect(sections).toHaveCount(10);
  const first = sections.first();
  await expect(first.getByRole('heading', { name: asked[0]! })).toBeVisible();
  // A face was found (eye contact measured) and words were recognised in the first answer.
  await expect(first.getByText('Eye contact').locator('..').getByText(/^\d+%$/)).toBeVisible();
  const transcript = await first.getByTestId('mock-transcript').innerText();
  expect(transcript).not.toBe('No words were recognised.');
  expect(transcript.split(/\s+/).length).toBeGreaterThan(3);
  await expect(first.getByText('Situation:')).toBeVisible();
  await expect(sections.nth(2).getByText('This question was skipped.')).toBeVisible();
  // The typed answer: its text and findings, marked content only, with no recording.
  const typedSection = sections.nth(4);
  await expect(typedSection.getByText('Typed, content only')).toBeVisible();
  await expect(typedSection.getByTestId('mock-transcript')).toHaveText(TYPED_ANSWER);
  await expect(typedSection.getByTestId('content-finding').first()).toBeVisible();
  await expect(typedSection.locator('video')).toHaveCount(0);
  await expect(page.getByText('Video Performance').first()).toBeVisible();
});

const POSTING = [
  'Data Analyst, Retail Insights',
  '',
  'What you will do:',
  '- Write SQL queries to analyse sales and customer data',
  '- Build dashboards in Tableau for the leadership team',
  '- Present findings to stakeholders and explain trends in plain words',
].join('\n');

test('a data-analyst interview of 3 questions: answer, retake, follow-up, finish early, both attempts in the report', async ({ page }) => {
  await signUpVerified(page, 'Grace Hopper');
  await page.goto('/mock-interview');
  await expect(page.getByRole('heading', { name: 'Set up your interview' })).toBeVisible();
  // The fake microphone plays speech: the device check's meter reads it as a good level.
  await expect(page.getByRole('status').filter({ hasText: 'Good Level' })).toBeVisible({ timeout: 15_000 });
  await checkAtEveryWidth(page, 'mock interview setup', async () => {
    await expect(page.getByLabel('Question set')).toBeVisible();
  });
  await page.setViewportSize(WIDTHS[0]);

  await page.getByLabel('Question set').selectOption('data_analyst');
  await page.getByLabel('Number of questions').selectOption('3');
  await page.getByLabel('Job description (optional)').fill(POSTING);
  await page.getByRole('button', { name: 'Start interview' }).click();
  await expect(page.getByText('Mock interview started!')).toBeVisible();
  await expect(page.getByText('Question 1 of 3')).toBeVisible();
  // Each question says which line of the posting it targets.
  await expect(page.getByTestId('posting-target')).toContainText(/From the job posting, line \d+:/);
  await expect(page.getByText('0% complete')).toBeVisible();
  await expectNoAxeViolations(page, 'mock interview question (role set)');
  const first = await page.getByTestId('question-text').innerText();

  // First attempt; the meter reads the fake speech as Good Level while recording.
  await page.getByRole('button', { name: 'Start Recording' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Good Level' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Elapsed 00:0[6-9]/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByText('Recording saved successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('33% complete')).toBeVisible();
  // The camera stays on for what comes next.
  await expect(page.getByLabel('Camera preview')).toBeVisible();

  // Retake: both attempts are kept.
  await expect(page.getByText(/both attempts are kept .*\(2 left\)/)).toBeVisible();
  // The retake is longer: the STAR check behind the follow-up wants 20 clearly heard words, two loops of the fake speech.
  await page.getByRole('button', { name: 'Retake the question' }).click();
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Elapsed 00:2[4-9]/, { timeout: 40_000 });
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByText(/both attempts are kept .*\(1 left\)/)).toBeVisible({ timeout: 30_000 });

  // Once the retake is analysed, a follow-up is offered; answering it makes it the next question.
  const offer = page.getByTestId('follow-up-offer');
  await expect(offer).toBeVisible({ timeout: 240_000 });
  await expectNoAxeViolations(page, 'mock interview, follow-up offered');
  const followUp = await offer.locator('p.font-medium').innerText();
  await offer.getByRole('button', { name: 'Answer the follow-up' }).click();
  await expect(page.getByText('Question 2 of 4')).toBeVisible();
  await expect(page.getByTestId('question-text')).toHaveText(followUp);
  await recordAnswer(page, 6);

  // Finish early: the two questions never reached are not asked.
  await page.getByRole('button', { name: 'Finish now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish the interview now?' });
  await expect(dialog.getByText(/the 2 questions not reached will show as not asked/)).toBeVisible();
  await expectNoAxeViolations(page, 'mock interview, finish dialog');
  await dialog.getByRole('button', { name: 'Finish now' }).click();

  await expect(page.getByRole('heading', { name: 'Mock Interview Complete!' })).toBeVisible();
  const rows = page.getByTestId('answer-analysis');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2)).toContainText('Not asked');
  await expect(rows.nth(3)).toContainText('Not asked');
  // Each answer's score shows as its analysis ends.
  await expect(rows.nth(0)).toContainText(/Score \d{1,3}\.\d%/, { timeout: 240_000 });
  await checkAtEveryWidth(page, 'mock interview completion (finished early)', async () => {
    await expect(page.getByRole('heading', { name: 'Mock Interview Complete!' })).toBeVisible();
  });
  await page.setViewportSize(WIDTHS[0]);

  await page.getByRole('link', { name: 'Open the report' }).click({ timeout: 300_000 });
  await page.waitForURL(/\/analysis\/[^/]+$/);
  const sections = page.getByTestId('mock-question-result');
  await expect(sections).toHaveCount(4);
  await expect(sections.first().getByRole('heading', { name: first })).toBeVisible();
  const attempts = sections.first().getByRole('region', { name: 'Attempts at question 1' }).getByTestId('mock-attempt');
  await expect(attempts).toHaveCount(2);
  await expect(attempts.nth(0).getByText('Attempt 1')).toBeVisible();
  await expect(attempts.nth(1).getByText('Attempt 2')).toBeVisible();
  await expect(sections.nth(1).getByText('Follow-up to Q1')).toBeVisible();
  await expect(sections.nth(2).getByText('Not asked', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'mock interview report with attempts');

  // The latest attempt counts until the user chooses another: choosing the earlier one makes its score the question's.
  const questionScore = sections.first().getByTestId('score-tile-value').first();
  const latestScore = await attempts.nth(1).getByTestId('score-tile-value').innerText();
  const earlierScore = await attempts.nth(0).getByTestId('score-tile-value').innerText();
  await expect(questionScore).toHaveText(latestScore);
  await expect(attempts.nth(1).getByTestId('counted-label')).toHaveText('Counts');
  await expect(attempts.nth(1).getByRole('button', { name: /^Count this attempt/ })).toHaveCount(0);
  await attempts.nth(0).getByRole('button', { name: 'Count this attempt: attempt 1 of question 1' }).click();
  await expect(page.getByText('Attempt 1 now counts')).toBeVisible();
  await expect(attempts.nth(0).getByTestId('counted-label')).toHaveText('Counts');
  await expect(attempts.nth(1).getByRole('button', { name: 'Count this attempt: attempt 2 of question 1' })).toBeVisible();
  await expect(sections.first().getByTestId('attempts-note')).toContainText('Attempt 1, your choice, counts for this question.');
  await expect(questionScore).toHaveText(earlierScore);
  expect(earlierScore).not.toBe(latestScore);
  await checkAtEveryWidth(page, 'mock interview report, earlier attempt chosen', async () => {
    await expect(attempts.nth(0).getByTestId('counted-label')).toBeVisible();
  });
});
