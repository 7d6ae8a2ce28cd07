import { describe, expect, it } from 'vitest';
import { volumeScore } from './volume.ts';

describe('volume score', () => {
  it('is full for a steady level around −20 dBFS and falls off on both sides', () => {
    expect(volumeScore({ meanDbfs: -20, variationDb: 5.5, clippingRatio: 0 })).toBe(100);
    expect(volumeScore({ meanDbfs: -40, variationDb: 5.5, clippingRatio: 0 })).toBe(47.5);
    expect(volumeScore({ meanDbfs: -3, variationDb: 5.5, clippingRatio: 0 })).toBeLessThan(60);
  });

  it('loses points for an unsteady level and for clipping', () => {
    expect(volumeScore({ meanDbfs: -20, variationDb: 12, clippingRatio: 0 })).toBe(85);
    expect(volumeScore({ meanDbfs: -20, variationDb: 5.5, clippingRatio: 0.005 })).toBe(80);
  });

  it('is not measured without a level', () => {
    expect(volumeScore({ meanDbfs: null, variationDb: null, clippingRatio: 0 })).toBeNull();
  });
});
