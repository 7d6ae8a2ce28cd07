import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countHit } from '../http/rate-limit-repository.ts';
import { freezeClockInFreshWindow } from './fresh-rate-limit-window.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('freezeClockInFreshWindow', () => {
  it('stops Date at the start of the next window of the rule, while timers still run', async () => {
    const before = Date.now();
    const start = freezeClockInFreshWindow({ windowSeconds: 600 });
    expect(start % 600_000).toBe(0);
    expect(start).toBeGreaterThan(before);
    expect(start - before).toBeLessThanOrEqual(600_000);
    expect(Date.now()).toBe(start);
    expect(new Date().getTime()).toBe(start);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBe(start);
  });

  it('gave the real clock back when the last test ended', async () => {
    expect(vi.isFakeTimers()).toBe(false);
    const before = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now()).toBeGreaterThan(before);
  });

  it('keeps every hit of a test in one fresh window: the counts go on from one, however long the test takes', async () => {
    const rule = { name: 'frozen-clock', windowSeconds: 60, max: 3 };
    const db = t.deps.database.db;
    expect(await countHit(db, rule, 'a')).toBe(1);
    freezeClockInFreshWindow(rule);
    const counts = [];
    for (let i = 0; i < 4; i += 1) {
      counts.push(await countHit(db, rule, 'a'));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(counts).toEqual([1, 2, 3, 4]);
  });
});
