import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The widths the product is checked at: a laptop and a phone. */
export const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
] as const;

/**
 * Runs axe-core (its default rules: WCAG 2.x A/AA and best practices, every impact — decision 026) on the page as
 * it is. A failure names the screen, each violation's rule and impact and its first offending nodes; it is a soft
 * failure, so that one run reports every screen that has one, not only the first.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const where = `${what} at ${page.viewportSize()?.width ?? '?'} px`;
  await settledAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`)
        .join('\n'),
  );
  test.info().annotations.push({ type: 'axe', description: `${where}: ${violations.length} violation(s)` });
  expect.soft(found, `axe on ${where}`).toEqual([]);
}

/**
 * Waits until the page's finite animations and transitions (a toast fading in, a dialog opening) have ended and no
 * new one starts for a few frames: mid-fade a colour is part transparent, and axe would judge a contrast no one reads.
 * A toast mounts transparent and starts its fade a render later, so one look at `getAnimations()` can come too early.
 * Endless animations (a spinner) are not waited for.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = (count: number) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(count);
      });
    const running = () =>
      document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity);
    for (let quietLooks = 0, looks = 0; quietLooks < 2 && looks < 50; looks++) {
      await frames(3);
      const now = running();
      quietLooks = now.length === 0 ? quietLooks + 1 : 0;
      await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** The page is no wider than the window: nothing to scroll sideways to. */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${what} at ${page.viewportSize()?.width ?? '?'} px is ${overflow} px wider than the window`).toBeLessThanOrEqual(0);
}

/** At each width: wait for the screen (`ready`), then axe it and check that nothing sticks out sideways. */
export async function checkAtEveryWidth(page: Page, what: string, ready: () => Promise<void>): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await ready();
    await expectNoAxeViolations(page, what);
    await expectNoSidewaysScroll(page, what);
  }
}
