import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range.ts';

describe('parseByteRange', () => {
  it('answers the whole file without a header or with one it does not honour', () => {
    expect(parseByteRange(null, 100)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseByteRange('items=0-1', 100)).toBeNull();
  });

  it('reads closed, open-ended and suffix ranges', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('clips the end to the file and refuses ranges that start past it', () => {
    expect(parseByteRange('bytes=50-1000', 100)).toEqual({ start: 50, end: 99 });
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
  });
});

describe('parseByteRange on several ranges', () => {
  it('serves overlapping or adjacent ranges as the one range they make', () => {
    expect(parseByteRange('bytes=0-4,5-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=10-20, 0-15', 100)).toEqual({ start: 0, end: 20 });
  });

  it('drops the ranges outside the file and serves the one left', () => {
    expect(parseByteRange('bytes=0-9,200-300', 100)).toEqual({ start: 0, end: 9 });
  });

  it('refuses a set of ranges that all lie outside the file', () => {
    expect(parseByteRange('bytes=100-200,300-', 100)).toBe('unsatisfiable');
  });
});

describe('parseByteRange on malformed headers', () => {
  it('answers the whole file for a header it cannot read', () => {
    for (const header of ['bytes=', 'bytes=-', 'bytes=abc', 'bytes=0-9x', 'bytes=1.5-9', 'bytes=0-1,x', 'bytes 0-9', '0-9']) {
      expect(parseByteRange(header, 100), header).toBeNull();
    }
  });

  it('reads the unit case-insensitively and tolerates spaces', () => {
    expect(parseByteRange('Bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange(' bytes= 5 - 9 ', 100)).toEqual({ start: 5, end: 9 });
  });

  it('refuses every range of an empty file, a suffix too', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-10', 0)).toBe('unsatisfiable');
  });
});
