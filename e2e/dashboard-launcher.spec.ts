import { expect, test } from '@playwright/test';
import { ANALYSIS_SUMMARY_PATH } from '@rehearse/contract/analysis-summary';
import { ANALYSIS_TREND_PATH } from '@rehearse/contract/analysis-trend';
import { completedSession } from '../apps/web/src/test-kit/analysis-sessions.ts';
import { signUpVerified } from './sign-up.ts';

/** Five scored analyses, so the dashboard's figures, trend and recent list fill more than a phone's screen. */
const sessions = [1, 2, 3, 4, 5].map((day) => completedSession(`scored-${day}`, day, { overall_score: 60 + day * 5, video: { performance_score: 70 }, audio: { performance_score: 65 + day } }));

test('at 390 px the floating coach button covers no dashboard score, however far the page is scrolled', async ({ page }) => {
  await signUpVerified(page, 'Katherine Johnson');
  await page.route(`**${ANALYSIS_SUMMARY_PATH}`, (route) =>
    route.fulfill({ json: { status: 'success', total: 5, scored: 5, incomplete: 0, average_score: 75, best_score: 85 } }),
  );
  await page.route(`**${ANALYSIS_TREND_PATH}`, (route) =>
    route.fulfill({
      json: {
        status: 'success',
        points: sessions.map((s) => ({ session_id: s.session_id, display_name: s.display_name, start_time: s.start_time, overall_score: 70, overall_complete: true, video_score: 70, audio_score: 68, content_score: null })),
      },
    }),
  );
  await page.route('**/api/analysis/user-analyses/?limit=*', (route) => route.fulfill({ json: { status: 'success', analyses: sessions, total: 5, next_cursor: null } }));

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('dashboard-score')).toHaveCount(4 + sessions.length);
  await expect(page.getByTestId('dashboard-trend-plot')).toBeVisible();
  const launcher = page.getByRole('button', { name: 'Open coach' });
  await expect(launcher).toBeVisible();

  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(height).toBeGreaterThan(0);
  for (let y = 0; y <= height + 40; y += 40) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const covered = await page.evaluate(() => {
      const button = document.querySelector('[aria-label="Open coach"]')!.getBoundingClientRect();
      const scores = Array.from(document.querySelectorAll('[data-testid="dashboard-score"], [data-testid="dashboard-trend-plot"]'));
      return scores
        .map((element) => ({ text: element.textContent?.trim().slice(0, 20) ?? '', box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && button.left < box.right && box.left < button.right && button.top < box.bottom && box.top < button.bottom)
        .map(({ text, box }) => `${text} at ${Math.round(box.left)}–${Math.round(box.right)} × ${Math.round(box.top)}–${Math.round(box.bottom)}`);
    });
    expect(covered, `scrolled to ${y}: the coach button covers`).toEqual([]);
  }
});
