import { describe, expect, it } from 'vitest';
import { isValidObjectKey } from './object-key.ts';
import { uploadKey } from './analysis-object-keys.ts';

describe('object keys', () => {
  it('puts uploads in the owner folder under a random id, whatever the ids hold', () => {
    expect(uploadKey('u1', 'abc')).toBe('uploads/u1/abc');
    expect(uploadKey('../etc', 'x/y')).toBe('uploads/___etc/x_y');
    expect(isValidObjectKey(uploadKey('../etc', 'x/y'))).toBe(true);
    expect(uploadKey('u1')).not.toBe(uploadKey('u1'));
  });
});
