import { expect, test } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { checkAtEveryWidth } from './axe.ts';
import { AnalysisReportPage } from './pages/analysis-report-page.ts';
import { UploadPage } from './pages/upload-page.ts';
import { signUpVerified } from './sign-up.ts';

test.setTimeout(300_000);

const seconds = (clock: string) => {
  const [m, s] = clock.split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

test('an uploaded answer shows the "Your answer" card, whose quotes seek the recording, and the report carries it', async ({ page }) => {
  const fixtures = await ensureFixtures();
  await signUpVerified(page, 'Ada Lovelace');
  await new UploadPage(page).uploadAndWait(fixtures.talkingHead.path);

  const report = new AnalysisReportPage(page);
  const card = report.answerContent;
  await expect(card.getByRole('heading', { name: 'Your answer' })).toBeVisible();
  await expect(card.getByText(/Transcript by PocketSphinx/)).toBeVisible();
  await expect(card.getByText(/^Content score \d{1,3}\.\d% · /)).toBeVisible();
  // The content joined the overall: the headline shows its weight.
  await expect(report.overallScore.getByText(/^Answer Content · weight \d+%$/)).toBeVisible();

  // A finding's quote (or, without one, its time) seeks the recording to the moment it cites.
  const quoted = card.getByTestId('content-quote').filter({ hasText: /^".+" at \d+:\d\d$/ });
  const button = (await quoted.count()) > 0 ? quoted.first() : card.getByTestId('content-quote').last();
  const label = (await button.innerText()).trim();
  const at = seconds(label.match(/at (\d+:\d\d)$/)![1]!);
  await button.click();
  const video = page.locator('video').first();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.floor(v.currentTime))).toBeGreaterThanOrEqual(at);

  // Every sentence is labelled, in words, with the STAR part it was read as, and says why in a sentence that fits the part.
  const sentences = card.getByTestId('star-sentence');
  await expect(card.getByText('How each sentence was read (STAR)')).toBeVisible();
  await expect(sentences.first()).toBeVisible();
  const why = { Situation: 'Sets the scene', Task: 'Says what you had to achieve', Action: 'Says what you did', Result: 'Says how it ended', 'No part': 'Plays no STAR part' } as const;
  for (const text of await sentences.allInnerTexts()) {
    const label = (Object.keys(why) as (keyof typeof why)[]).find((l) => text.startsWith(l));
    expect(label, text).toBeDefined();
    expect(text).toMatch(/ at \d+:\d\d/);
    expect(text).toContain(why[label!]);
  }
  await checkAtEveryWidth(page, 'analysis detail, each sentence read as a STAR part', async () => {
    await expect(sentences.first()).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 720 });

  const reportFile = await report.downloadReport<{ content?: { status: string; engine: string; findings: unknown[]; structure: { sentences: { reason?: string | null }[] } | null } }>();
  expect(reportFile.content?.status).toBe('judged');
  expect(reportFile.content?.engine).toMatch(/PocketSphinx/);
  expect(reportFile.content?.findings.length).toBeGreaterThan(0);
  expect(reportFile.content?.structure?.sentences.length).toBe(await sentences.count());
});
