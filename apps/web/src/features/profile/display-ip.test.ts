import { describe, expect, it } from 'vitest';
import { displayIp } from './display-ip.ts';

describe('displayIp', () => {
  it('writes IPv6 addresses in their short form', () => {
    expect(displayIp('0000:0000:0000:0000:0000:0000:0000:0001')).toBe('::1');
    expect(displayIp('2001:0db8:0000:0000:0000:ff00:0042:8329')).toBe('2001:db8::ff00:42:8329');
    expect(displayIp('::ffff:127.0.0.1')).toBe('::ffff:7f00:1');
  });

  it('leaves IPv4 and unparsable text as given', () => {
    expect(displayIp('203.0.113.9')).toBe('203.0.113.9');
    expect(displayIp('not:an:address:zz')).toBe('not:an:address:zz');
  });
});
