import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls `control` to the bottom of the window, where the floating coach launcher sits, and checks that the launcher
 * does not cover it and can still be reached with the keyboard.
 */
export async function expectLauncherClearOf(page: Page, control: Locator, what: string): Promise<void> {
  await control.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const launcher = page.getByRole('button', { name: 'Open coach' });
  await expect(async () => {
    const [a, b] = [await launcher.boundingBox(), await control.boundingBox()];
    if (!a || !b) throw new Error(`no box for the launcher or ${what}`);
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `the coach launcher ${JSON.stringify(a)} covers ${what} ${JSON.stringify(b)}`).toBe(false);
  }).toPass({ timeout: 5_000 });
  await launcher.focus();
  await expect(launcher).toBeFocused();
  await expect(launcher).toHaveCSS('opacity', '1');
  await launcher.blur();
}
