import { describe, expect, it } from 'vitest';
import { requestIsHttps, resolveClientIp } from './client-address.ts';
import { parseTrustedProxies, proxyTrustOf } from './trusted-proxies.ts';

const trust = (setting: string) => {
  const parsed = parseTrustedProxies(setting);
  if (typeof parsed === 'string') throw new Error(parsed);
  return proxyTrustOf(parsed);
};

describe('resolveClientIp', () => {
  it('takes the socket address, never X-Forwarded-For, when no proxy is trusted', () => {
    expect(resolveClientIp({ trust: trust('false'), forwardedFor: '1.2.3.4', socketAddress: '::ffff:10.0.0.1' })).toBe('10.0.0.1');
  });

  it('behind one proxy, takes the address that proxy appended, not what the client wrote before it', () => {
    expect(resolveClientIp({ trust: trust('true'), forwardedFor: '203.0.113.8', socketAddress: '10.0.0.1' })).toBe('203.0.113.8');
    expect(resolveClientIp({ trust: trust('1'), forwardedFor: '192.0.2.1, 203.0.113.8', socketAddress: '10.0.0.1' })).toBe('203.0.113.8');
    expect(resolveClientIp({ trust: trust('true'), forwardedFor: '192.0.2.7,   198.51.100.3 , 203.0.113.8', socketAddress: '10.0.0.1' })).toBe('203.0.113.8');
  });

  it('behind two proxies, skips the inner proxy and takes what the outer one appended', () => {
    // client → load balancer (appends the client) → nginx (appends the load balancer) → app
    expect(resolveClientIp({ trust: trust('2'), forwardedFor: '203.0.113.8, 10.0.0.5', socketAddress: '10.0.0.9' })).toBe('203.0.113.8');
    expect(resolveClientIp({ trust: trust('2'), forwardedFor: '192.0.2.1, 203.0.113.8, 10.0.0.5', socketAddress: '10.0.0.9' })).toBe('203.0.113.8');
  });

  it('with a list of proxy addresses, walks from the right past every trusted proxy', () => {
    const proxies = trust('10.0.0.0/8, 172.16.0.1');
    expect(resolveClientIp({ trust: proxies, forwardedFor: '192.0.2.1, 203.0.113.8, 172.16.0.1', socketAddress: '10.0.0.9' })).toBe('203.0.113.8');
    // A request straight from the internet is not from a trusted proxy: its header is ignored.
    expect(resolveClientIp({ trust: proxies, forwardedFor: '192.0.2.1', socketAddress: '203.0.113.50' })).toBe('203.0.113.50');
    expect(resolveClientIp({ trust: trust('loopback'), forwardedFor: '192.0.2.1, 203.0.113.8', socketAddress: '::1' })).toBe('203.0.113.8');
  });

  it('falls back to the socket when fewer proxies answered than are trusted', () => {
    expect(resolveClientIp({ trust: trust('2'), forwardedFor: undefined, socketAddress: '203.0.113.50' })).toBe('203.0.113.50');
  });

  it('without a socket (in-process requests), takes the right-most entry, or "unknown"', () => {
    expect(resolveClientIp({ trust: trust('false'), forwardedFor: '192.0.2.1, 10.9.0.1', socketAddress: undefined })).toBe('10.9.0.1');
    expect(resolveClientIp({ trust: trust('false'), forwardedFor: undefined, socketAddress: undefined })).toBe('unknown');
  });
});

describe('requestIsHttps', () => {
  it('is true for an https URL, false for plain http without a trusted proxy', () => {
    expect(requestIsHttps({ url: 'https://a.example/x', trust: trust('false'), socketAddress: '10.0.0.1', forwardedProto: undefined })).toBe(true);
    expect(requestIsHttps({ url: 'http://a.example/x', trust: trust('false'), socketAddress: '10.0.0.1', forwardedProto: 'https' })).toBe(false);
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(requestIsHttps({ url: 'http://a.example/x', trust: trust('true'), socketAddress: '10.0.0.1', forwardedProto: 'https' })).toBe(true);
    expect(requestIsHttps({ url: 'http://a.example/x', trust: trust('true'), socketAddress: '10.0.0.1', forwardedProto: 'http' })).toBe(false);
    expect(requestIsHttps({ url: 'http://a.example/x', trust: trust('10.0.0.0/8'), socketAddress: '203.0.113.5', forwardedProto: 'https' })).toBe(false);
  });
});

describe('parseTrustedProxies', () => {
  it.each([
    ['false', { hops: 0 }],
    ['no', { hops: 0 }],
    ['0', { hops: 0 }],
    ['true', { hops: 1 }],
    ['1', { hops: 1 }],
    ['3', { hops: 3 }],
    ['loopback', { addresses: ['loopback'] }],
    [' 10.0.0.0/8 ,172.16.0.1,::1 ', { addresses: ['10.0.0.0/8', '172.16.0.1', '::1'] }],
  ])('reads %j', (text, expected) => {
    expect(parseTrustedProxies(text)).toEqual(expected);
  });

  it.each(['maybe', '10.0.0.300', '10.0.0.0/40', '-1', '1.5', ''])('refuses %j with a message', (text) => {
    expect(typeof parseTrustedProxies(text)).toBe('string');
  });
});
