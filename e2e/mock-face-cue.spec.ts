import { expect, test, type Page } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { fakeCaptureLaunchOptions } from './fake-capture.ts';
import { FACE_CUE as CUE, startRecording } from './mock-recording.ts';

// The fake camera shows the talking-head clip's face (fake-capture.ts).
await ensureFixtures();
test.use({ launchOptions: fakeCaptureLaunchOptions() });

/** The recording timer's seconds ('Elapsed 01:05 of 01:30' → 65). */
async function elapsedSeconds(page: Page): Promise<number> {
  const [, minutes, seconds] = /Elapsed (\d+):(\d+)/.exec((await page.getByRole('timer').getAttribute('aria-label')) ?? '') ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

test('the face check finds the face and never shows the cue', async ({ page }) => {
  // Whether the cue ever showed, however briefly, between two of the test's looks.
  await page.addInitScript((cue) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(cue)) (window as unknown as { faceCueSeen: boolean }).faceCueSeen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, CUE);
  const detectorFiles: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/face-model/')) detectorFiles.push(`${new URL(response.url()).pathname} ${response.status()}`);
  });
  await startRecording(page, 'Framed Fiona');
  await expect(page.locator('[data-face-check="face"]')).toBeVisible({ timeout: 60_000 });
  // Then longer than the cue's 3 s more, with the detector looking all along.
  const found = await elapsedSeconds(page);
  await expect.poll(() => elapsedSeconds(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(found + 5);
  await expect(page.locator('[data-face-check="face"]')).toBeVisible();
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByText('Recording saved successfully!')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { faceCueSeen?: boolean }).faceCueSeen ?? false)).toBe(false);
  // The model came from our server.
  expect(detectorFiles).toEqual(expect.arrayContaining(['/face-model/blazeface.json 200', '/face-model/blazeface.bin 200']));
});
