import { describe, expect, it } from 'vitest';
import { metricsAccess } from './metrics-access.ts';

const TOKEN = 'a-long-enough-metrics-token';

describe('metricsAccess', () => {
  it('serves nothing without a configured token, whatever is presented', () => {
    expect(metricsAccess(null, undefined)).toBe('not-served');
    expect(metricsAccess(null, `Bearer ${TOKEN}`)).toBe('not-served');
  });

  it('allows exactly the configured bearer token', () => {
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN}`)).toBe('allowed');
    expect(metricsAccess(TOKEN, `bearer ${TOKEN}`)).toBe('allowed');
  });

  it.each([undefined, '', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, 'Bearer '])('refuses %j', (authorization) => {
    expect(metricsAccess(TOKEN, authorization)).toBe('refused');
  });
});
