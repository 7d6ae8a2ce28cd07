import { describe, expect, it } from 'vitest';
import { FACE_OUT_OF_FRAME_AFTER_MS, faceOutOfFrame, withFaceSample, type FaceSample } from './face-in-frame.ts';

/** Samples every 500 ms from 0: `pattern` says face (F) or none (.) for each. */
function samples(pattern: string): FaceSample[] {
  return [...pattern].map((c, i) => ({ atMs: i * 500, face: c === 'F' }));
}

describe('faceOutOfFrame', () => {
  it('shows the cue after 3 s without a face', () => {
    expect(FACE_OUT_OF_FRAME_AFTER_MS).toBe(3000);
    expect(faceOutOfFrame(samples('FF.......'))).toBe(true); // faceless from 1.0 s to 4.0 s
    expect(faceOutOfFrame(samples('.......'))).toBe(true); // no face since recording began: 0 to 3.0 s
  });

  it('never shows it before 3 s without a face', () => {
    expect(faceOutOfFrame(samples(''))).toBe(false);
    expect(faceOutOfFrame(samples('......'))).toBe(false); // 0 to 2.5 s
    expect(faceOutOfFrame(samples('FFFF......'))).toBe(false); // 2.0 to 4.5 s
    expect(faceOutOfFrame([{ atMs: 0, face: false }, { atMs: 2999, face: false }])).toBe(false);
    expect(faceOutOfFrame([{ atMs: 0, face: false }, { atMs: 3000, face: false }])).toBe(true);
  });

  it('hides it as soon as the face is back, and counts afresh after', () => {
    expect(faceOutOfFrame(samples('........F'))).toBe(false);
    expect(faceOutOfFrame(samples('........F......'))).toBe(false); // faceless again from 4.5 to 7.0 s: 2.5 s
    expect(faceOutOfFrame(samples('........F.......'))).toBe(true); // 4.5 to 7.5 s
  });

  it('a face anywhere in the last 3 s keeps it hidden', () => {
    expect(faceOutOfFrame(samples('...F...'))).toBe(false);
  });
});

describe('withFaceSample', () => {
  it('keeps the same answer as the whole series while keeping only the samples since the last face', () => {
    const all = samples('..F....F.......F..');
    let kept: FaceSample[] = [];
    all.forEach((sample, i) => {
      kept = withFaceSample(kept, sample);
      expect(faceOutOfFrame(kept)).toBe(faceOutOfFrame(all.slice(0, i + 1)));
    });
    expect(kept).toEqual(all.slice(-3));
  });
});
