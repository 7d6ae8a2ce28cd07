import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { signUpVerified } from './sign-up.ts';

test.setTimeout(300_000);

async function uploadAndWait(page: Page, file: string): Promise<string> {
  await page.goto('/upload');
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload and Analyze' }).click();
  await expect(page.getByRole('progressbar', { name: /Analyzing/ })).toBeVisible({ timeout: 60_000 });
  await page.waitForURL(/\/analysis\/[^/]+$/, { timeout: 240_000 });
  return page.url().split('/').at(-1) ?? '';
}

test('a new user uploads, watches progress, reads the analysis, compares two and downloads the report', async ({ page }) => {
  const fixtures = await ensureFixtures();
  await signUpVerified(page, 'Grace Hopper');

  await uploadAndWait(page, fixtures.talkingHead.path);
  await expect(page.getByText('Video Performance').first()).toBeVisible();
  await expect(page.getByText('Audio Performance').first()).toBeVisible();
  await expect(page.getByText('Speaking Pace')).toBeVisible();
  const transcript = page.getByLabel('Transcript');
  await expect(transcript).toBeVisible();
  expect((await transcript.innerText()).split(/\s+/).length).toBeGreaterThan(10);
  await expect(page.getByText('Key Strengths')).toBeVisible();
  await expect(page.getByText('Action Plan')).toBeVisible();

  const second = await uploadAndWait(page, fixtures.containers.mp4);
  expect(second).not.toBe('');

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
  await expect(page.getByRole('heading', { name: 'Keep Doing' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Improve Next Time' })).toBeVisible();

  await page.goto('/analyses');
  await expect(page.getByText(/Showing 2 of 2/)).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Report' }).first().click();
  const download = await downloadPromise;
  const report = JSON.parse(readFileSync(await download.path(), 'utf8')) as Record<string, unknown>;
  expect(typeof report.overall_score).toBe('number');
  expect(Array.isArray(report.strengths)).toBe(true);
  expect(report.filename).toBeTruthy();
});
