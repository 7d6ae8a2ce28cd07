import { describe, expect, it } from 'vitest';
import { isValidObjectKey } from './object-key.ts';
import { reportKey, uploadKey } from './analysis-object-keys.ts';

describe('object keys', () => {
  it('puts uploads in the owner folder under a random id, whatever the ids hold', () => {
    expect(uploadKey('u1', 'abc')).toBe('uploads/u1/abc');
    expect(uploadKey('../etc', 'x/y')).toBe('uploads/___etc/x_y');
    expect(isValidObjectKey(uploadKey('../etc', 'x/y'))).toBe(true);
    expect(uploadKey('u1')).not.toBe(uploadKey('u1'));
  });

  it('keeps report files in a folder per session', () => {
    const key = reportKey('6f1c-22', 'video_analysis.json', null);
    expect(key).toBe('reports/6f1c-22/video_analysis.json');
    expect(isValidObjectKey(key)).toBe(true);
  });

  it('keeps the report files of a rewritten result in a folder of their revision', () => {
    const key = reportKey('6f1c-22', 'video_analysis.json', 'r-1');
    expect(key).toBe('reports/6f1c-22/r-1/video_analysis.json');
    expect(isValidObjectKey(key)).toBe(true);
    expect(reportKey('6f1c-22', 'video_analysis.json', '../x')).toBe('reports/6f1c-22/___x/video_analysis.json');
  });
});
