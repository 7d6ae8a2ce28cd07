import { onTestFinished, vi } from 'vitest';
import type { RateLimitRule } from '../http/rate-limit-repository.ts';

/**
 * Freezes `Date` at the first instant of the next fixed window of `rule` until the running test ends,
 * and returns that instant. Our limits count in fixed windows (rate-limit-repository.ts): a test that
 * sends `max` requests and expects the next one refused fails whenever its requests cross a window's
 * end, because the new window counts from zero. The next window is fresh: nothing was counted in it.
 *
 * Only `Date` stands still: timers, promises, the database and in-process HTTP run on real time.
 * better-auth's limiter reads `Date.now()` too; its window runs from a client's last request rather
 * than from fixed starts, so its tests need no freeze, and a frozen clock does not disturb it.
 *
 *   it('limits …', async () => {
 *     freezeClockInFreshWindow(STAFF_LOGIN_RATE_LIMIT);
 *     for (…) statuses.push((await c.post(…)).status);
 *   });
 */
export function freezeClockInFreshWindow(rule: Pick<RateLimitRule, 'windowSeconds'>): number {
  const windowMs = rule.windowSeconds * 1000;
  const start = (Math.floor(Date.now() / windowMs) + 1) * windowMs;
  vi.useFakeTimers({ toFake: ['Date'], now: start });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return start;
}
