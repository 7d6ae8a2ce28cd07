import { describe, expect, it } from 'vitest';
import { launcherLift, type Box } from './launcher-lift.ts';

// A 390 × 844 phone: the launcher (56 px) 16 px from the right and bottom edges, the navigation bar 72 px tall.
const REST: Box = { top: 772, right: 374, bottom: 828, left: 318 };
const CEILING = 72;
const box = (top: number, bottom: number, left = 16, right = 374): Box => ({ top, right, bottom, left });

describe('launcherLift', () => {
  it('stays where it is when nothing it must keep clear is under it', () => {
    expect(launcherLift(REST, [], CEILING)).toBe(0);
    expect(launcherLift(REST, [box(100, 300)], CEILING)).toBe(0);
    // Beside it, not under it: a timer on the left of the screen.
    expect(launcherLift(REST, [box(700, 828, 16, 144)], CEILING)).toBe(0);
  });

  it('rises above a video whose controls it would cover, with a gap', () => {
    const video = box(600, 801);
    const lift = launcherLift(REST, [video], CEILING);
    expect(lift).toBe(828 - 600 + 8);
    expect(REST.bottom - lift!).toBe(video.top - 8);
  });

  it('rises above a second control that the first rise lands on', () => {
    const timer = box(640, 768, 131, 259 + 200);
    const video = box(420, 630);
    expect(launcherLift(REST, [timer, video], CEILING)).toBe(828 - 420 + 8);
  });

  it('steps out of sight when there is no room below the navigation bar', () => {
    expect(launcherLift(REST, [box(90, 840)], CEILING)).toBeNull();
  });
});
