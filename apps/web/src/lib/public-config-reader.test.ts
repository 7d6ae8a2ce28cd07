import { publicConfigSchema } from '@rehearse/contract/public-config';
import { describe, expect, it } from 'vitest';
import { publicConfigReader } from './public-config-reader.ts';

const valid = { google: true, support_email: 'help@example.com', support_hours: null, max_upload_mb: 500, coach: 'model' };

const bodies: unknown[] = [
  valid,
  { ...valid, google: false, support_email: null, support_hours: 'Mon–Fri 9:00–17:00 CET', coach: 'built-in', max_upload_mb: 0.5 },
  { ...valid, extra: 'dropped' },
  { ...valid, google: 'true' },
  { ...valid, support_email: undefined },
  { ...valid, support_hours: 3 },
  { ...valid, max_upload_mb: 0 },
  { ...valid, max_upload_mb: -5 },
  { ...valid, max_upload_mb: Infinity },
  { ...valid, max_upload_mb: '500' },
  { ...valid, coach: 'fallback' },
  { ...valid, coach: 'toString' },
  { google: true },
  null,
  [],
  'config',
  undefined,
];

describe('publicConfigReader', () => {
  it('accepts and rejects what the contract schema does, and gives the same value', () => {
    for (const body of bodies) {
      const expected = publicConfigSchema.safeParse(body);
      const actual = publicConfigReader.safeParse(body);
      expect({ body, success: actual.success }).toEqual({ body, success: expected.success });
      if (actual.success && expected.success) expect(actual.data).toEqual(expected.data);
    }
  });
});
