import { describe, expect, it } from 'vitest';
import { clarityScore } from './clarity.ts';

describe('clarity score', () => {
  it('rewards a clean signal and confident recognition', () => {
    expect(clarityScore({ snrDb: 30, meanWordConfidence: 0.8, clippingRatio: 0 })).toBe(100);
    expect(clarityScore({ snrDb: 30, meanWordConfidence: null, clippingRatio: 0 })).toBe(100);
  });

  it('falls with noise, poor recognition and clipping', () => {
    expect(clarityScore({ snrDb: 10, meanWordConfidence: null, clippingRatio: 0 })).toBe(30);
    expect(clarityScore({ snrDb: 25, meanWordConfidence: 0.2, clippingRatio: 0 })).toBe(68);
    expect(clarityScore({ snrDb: 25, meanWordConfidence: null, clippingRatio: 0.01 })).toBe(60);
  });

  it('is not measured without a level', () => {
    expect(clarityScore({ snrDb: null, meanWordConfidence: 0.9, clippingRatio: 0 })).toBeNull();
  });
});
