import { describe, expect, it } from 'vitest';
import { scaledFrameSize } from './frame-size.ts';

describe('scaledFrameSize', () => {
  it('keeps the aspect ratio of 16:9 at 640 wide', () => {
    expect(scaledFrameSize({ width: 1920, height: 1080 }, 640)).toEqual({ width: 640, height: 360 });
  });
  it('rounds the height to an even number', () => {
    // 640 * 342 / 548 = 399.4 → 400
    expect(scaledFrameSize({ width: 548, height: 342 }, 640)).toEqual({ width: 640, height: 400 });
    expect(scaledFrameSize({ width: 1000, height: 333 }, 640).height % 2).toBe(0);
  });
  it('handles portrait video', () => {
    expect(scaledFrameSize({ width: 720, height: 1280 }, 640)).toEqual({ width: 640, height: 1138 });
  });
  it('rejects a zero size', () => {
    expect(() => scaledFrameSize({ width: 0, height: 480 }, 640)).toThrow(/invalid video size/);
  });
});
