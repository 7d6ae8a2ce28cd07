import { expect, test } from '@playwright/test';
import { ensureFixtures } from '@rehearse/analysis/test-fixtures';
import { facelessVideoFile, fakeCaptureLaunchOptions } from './fake-capture.ts';
import { FACE_CUE as CUE, startRecording } from './mock-recording.ts';

// The fake camera shows ffmpeg's test pattern: no face.
await ensureFixtures();
test.use({ launchOptions: fakeCaptureLaunchOptions({ video: facelessVideoFile() }) });

test("'your face is out of frame' shows while recording, not before", async ({ page }) => {
  await startRecording(page, 'Absent Abel');
  await expect(page.locator('[data-face-check="no-face"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: CUE })).toBeVisible({ timeout: 30_000 });
  // Recording for at least the cue's 3 s by then.
  await expect(page.getByRole('timer')).toHaveAccessibleName(/Elapsed 00:(0[3-9]|[1-9]\d)/);
  await page.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(page.getByText(CUE)).toHaveCount(0);
});
