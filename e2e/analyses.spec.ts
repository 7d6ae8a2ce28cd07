import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ensureFixtures, ensureTwoVoiceInterview } from '@rehearse/analysis/test-fixtures';
import { checkAtEveryWidth } from './axe.ts';
import { expectLauncherClearOf } from './keep-clear.ts';
import { AnalysisReportPage } from './pages/analysis-report-page.ts';
import { UploadPage, type RecordingSetup } from './pages/upload-page.ts';
import { signUpVerified } from './sign-up.ts';
import { watchCspConsole } from './csp-console.ts';

test.setTimeout(300_000);

/** Uploads `file` through the upload screen, said to be one answer (the default) or an interview, and waits for the report. */
async function uploadAndWait(page: Page, file: string, setup: RecordingSetup = 'one answer'): Promise<string> {
  const upload = new UploadPage(page);
  await upload.goto();
  await upload.choose(file, setup);
  await upload.start();
  // 'Analysis started!' takes the place of 'Video uploaded successfully!': one toast, no empty box behind it,
  // below the navigation bar.
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast.getByText('Analysis started!')).toBeVisible({ timeout: 60_000 });
  await expect(toast).toHaveCount(1);
  const navBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  // Once it has slid in from above.
  await expect(async () => expect((await toast.boundingBox())?.y).toBeGreaterThanOrEqual(navBottom)).toPass({ timeout: 5_000 });
  await expect(upload.progress).toBeVisible({ timeout: 60_000 });
  return upload.reportOpened();
}

test('a new user uploads, watches progress, reads the analysis, compares two and downloads the report', async ({ page }) => {
  const fixtures = await ensureFixtures();
  await signUpVerified(page, 'Grace Hopper');

  // The first upload on a phone, the rest on a laptop.
  await page.setViewportSize({ width: 390, height: 844 });
  const first = await uploadAndWait(page, fixtures.talkingHead.path);
  await expectLauncherClearOf(page, page.locator('video[controls]'), 'the video and its controls');
  await page.setViewportSize({ width: 1280, height: 720 });
  // The headline comes first: the overall score in the one score format, its band and its weighted parts.
  const report = new AnalysisReportPage(page);
  const headline = report.overallScore;
  await expect(headline.getByTestId('overall-score-value')).toHaveText(/^\d{1,3}\.\d%$/);
  await expect(headline.getByText(/^(Good|Medium|Poor) \(/)).toBeVisible();
  await expect(headline.getByText(/weight \d+%/).first()).toBeVisible();
  await expect(page.getByText('Video Performance').first()).toBeVisible();
  await expect(page.getByText('Audio Performance').first()).toBeVisible();
  await expect(page.getByText('Speaking Pace')).toBeVisible();
  const transcript = report.transcript;
  await expect(transcript).toBeVisible();
  expect((await transcript.innerText()).split(/\s+/).length).toBeGreaterThan(10);
  await expect(page.getByText('Key Strengths')).toBeVisible();
  await expect(page.getByText('Action Plan')).toBeVisible();

  // The same file again: two analyses of one file name, each must open itself from the list.
  const second = await uploadAndWait(page, fixtures.talkingHead.path);
  expect(second).not.toBe('');
  expect(second).not.toBe(first);

  await page.goto('/dashboard');
  await expect(page.getByText('Total Analyses')).toBeVisible();
  await expect(page.getByText('Recent Analyses')).toBeVisible();

  await page.goto('/compare');
  const boxes = page.locator('input[type=checkbox]');
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).check();
  await expect(page.getByText('Please select at least 2 analyses to compare')).toBeVisible();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Compare Now' }).click();
  await expect(page.getByText('Summary of comparison')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Trend Analysis')).toBeVisible();
  // Answer content beside video and audio, and its parts over time: a score or 'Not measured' (never a made-up 0);
  // the same file twice is judged the same.
  const contentCells = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Answer Content' }) }).getByRole('cell');
  await expect(contentCells.nth(0)).toHaveText(/^(\d{1,3}\.\d%|Not measured)$/);
  expect(await contentCells.nth(1).innerText()).toBe(await contentCells.nth(0).innerText());
  const overTime = page.getByTestId('content-over-time');
  await expect(overTime.getByRole('heading', { name: 'Answer Content Over Time' })).toBeVisible();
  await expect(overTime.getByRole('rowheader', { name: 'Structure (STAR)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keep Doing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Improve Next Time' })).toBeVisible();

  await page.goto('/analyses');
  await expect(page.getByText(/Showing 2 of 2/)).toBeVisible();
  const links = page.getByRole('link', { name: 'View Full Analysis' });
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual([`/analysis/${first}`, `/analysis/${second}`].sort());
  // Cards show the recording's length, not the processing time.
  await expect(page.getByTestId('recording-length').first()).toHaveText(/^\d+ s recording$/);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).first().click();
  const download = await downloadPromise;
  const reportFile = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(typeof reportFile.overall_score).toBe('number');
  expect(Array.isArray(reportFile.strengths)).toBe(true);
  expect(reportFile.filename).toBeTruthy();

  // The older of the two same-named uploads opens by id, without the 'most recent upload' banner.
  await report.goto(first);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\(1\)$/);
  await expect(page.getByText(/Multiple files with this name found/)).toHaveCount(0);

  // Download PDF saves a real PDF file, made in the browser without breaking the Content-Security-Policy.
  const cspReports = watchCspConsole(page);
  const pdf = await report.downloadPdf();
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  expect(readFileSync(await pdf.path()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(cspReports()).toEqual([]);
});

test('a phone interview (.m4a, no video) is uploaded and analysed for the voice; the report says why there is no video card', async ({ page }) => {
  const fixtures = await ensureFixtures();
  await signUpVerified(page, 'Katherine Johnson');
  await uploadAndWait(page, fixtures.audioOnly.m4a);
  const report = new AnalysisReportPage(page);
  await expect(page.getByRole('region', { name: 'Audio-only recording' })).toContainText(/your overall score (is your audio score|is made of your audio \(\d+%\) and what you said \(\d+%\))/);
  await expect(page.getByRole('region', { name: 'Video Performance' })).toHaveCount(0);
  await expect(page.getByText('Audio Performance').first()).toBeVisible();
  expect((await report.transcript.innerText()).split(/\s+/).length).toBeGreaterThan(3);
  // An audio player, not a black video box; the timeline does not promise the eye contact nobody measured.
  await expect(page.locator('audio')).toHaveCount(1);
  await expect(page.locator('video')).toHaveCount(0);
  await expect(page.getByText(/^Loudness through the recording/)).toBeVisible();
  // Its unmeasured video score is no meter without a value, here or in the list (axe aria-required-attr).
  await checkAtEveryWidth(page, 'audio-only report', () => expect(page.getByRole('region', { name: 'Audio-only recording' })).toBeVisible());
  await page.goto('/analyses');
  await checkAtEveryWidth(page, 'analyses with an audio-only one', () => expect(page.getByTestId('analysis-card').first()).toBeVisible());
  // 'Not measured' on the card's video tile breaks between its words only, whether cards are one, two or three to a row.
  for (const width of [390, 768, 1024, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('score-tile-value').filter({ hasText: 'Not measured' })).toHaveCount(1);
    const lines = await page.getByTestId('score-tile-value').filter({ hasText: 'Not measured' }).evaluate((element) => {
      const text = element.firstChild as Text;
      const range = document.createRange();
      const at = (text.textContent ?? '').indexOf('measured');
      range.setStart(text, at);
      range.setEnd(text, at + 'measured'.length);
      return range.getClientRects().length;
    });
    expect(lines, `'measured' at ${width} px is on ${lines} lines`).toBe(1);
  }
});

test('a recorded interview with an interviewer is reported for the candidate, question by question, and can be corrected', async ({ page }) => {
  const interview = await ensureTwoVoiceInterview();
  await signUpVerified(page, 'Ada Lovelace');
  await uploadAndWait(page, interview.path, 'interview');

  const speakers = page.getByRole('list', { name: 'Speaker turns' });
  await expect(speakers).toBeVisible();
  await expect(speakers.locator('[data-speaker=interviewer]')).toHaveCount(interview.truth.interviewerTurns.length);
  const report = new AnalysisReportPage(page);
  await expect(report.transcript.locator('[data-speaker=interviewer]').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Question by question' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Question \d+$/ })).toHaveCount(interview.truth.questions.length);
  // The turn strip's buttons sit in list items, the interviewer's greyed words keep AA contrast.
  await checkAtEveryWidth(page, 'two-voice report', () => expect(speakers).toBeVisible());

  const notMe = page.getByRole('button', { name: "That's not me" });
  await notMe.click();
  await expect(page.getByText('The other voice is now yours; the figures are recomputed.')).toBeVisible();
  await expect(notMe).toHaveAttribute('aria-pressed', 'true');
  // A second click is the undo: the analysis's voice is the user's again.
  await notMe.click();
  await expect(page.getByText('Back to the voice the analysis chose; the figures are recomputed.')).toBeVisible();
  await expect(notMe).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('heading', { name: /^Question \d+$/ })).toHaveCount(interview.truth.questions.length);
  await page.getByRole('button', { name: 'I was the only speaker' }).click();
  await expect(page.getByText('All speech is now yours; the figures are recomputed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'I was the only speaker' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Question by question' })).toHaveCount(0);
  await expect(report.transcript.locator('[data-speaker=interviewer]')).toHaveCount(0);
  // One voice now, no Interviewer legend, and the merge can be undone.
  await expect(page.getByText(/^One voice:/)).toBeVisible();
  await expect(page.getByTestId('speaker-legend')).toHaveText('You');
  await page.getByRole('button', { name: 'Separate the voices again' }).click();
  await expect(page.getByText('The voices are separated again: the one that speaks most is yours; the figures are recomputed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'I was the only speaker' })).toBeVisible();
  await expect(page.getByTestId('speaker-legend')).toHaveText('YouInterviewer');
});
