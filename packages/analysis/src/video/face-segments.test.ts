import { describe, expect, it } from 'vitest';
import { multipleFacesSegments, noFaceSegments } from './face-segments.ts';

const at2fps = (counts: number[]) => counts.map((faceCount, i) => ({ t: i / 2, faceCount }));

describe('face segments', () => {
  it('merges consecutive frames without a face into one range', () => {
    expect(noFaceSegments(at2fps([1, 1, 0, 0, 0, 1, 0]), 2, 3.5)).toEqual([
      { start: 1, end: 2.5 },
      { start: 3, end: 3.5 },
    ]);
  });
  it('ends a range no later than the media', () => {
    expect(noFaceSegments(at2fps([1, 0]), 2, 0.8)).toEqual([{ start: 0.5, end: 0.8 }]);
  });
  it('drops a range that would start at or after the end of the media', () => {
    expect(noFaceSegments(at2fps([1, 1, 0]), 2, 0.9)).toEqual([]);
  });
  it('reports stretches with several faces', () => {
    expect(multipleFacesSegments(at2fps([1, 2, 3, 1, 2]), 2, 2.5)).toEqual([
      { start: 0.5, end: 1.5 },
      { start: 2, end: 2.5 },
    ]);
  });
  it('is empty when nothing matches', () => {
    expect(noFaceSegments(at2fps([1, 1, 2]), 2, 1.5)).toEqual([]);
    expect(multipleFacesSegments([], 2, 0)).toEqual([]);
  });
});
