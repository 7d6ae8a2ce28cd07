import { describe, expect, it } from 'vitest';
import { deviceOf, loginHistoryItem } from './login-history-view.ts';

describe('deviceOf', () => {
  it('names browser, version and system', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    expect(deviceOf(chrome)).toBe('Chrome 130 on Linux');
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(deviceOf(iphone)).toBe('Mobile Safari 17 on Apple iPhone, iOS 17.4');
  });

  it('falls back for missing or unknown agents', () => {
    expect(deviceOf(null)).toBe('Unknown device');
    expect(deviceOf('curl-like-tool')).toBe('curl-like-tool');
  });
});

describe('loginHistoryItem', () => {
  it('maps a row to the contract shape', () => {
    expect(loginHistoryItem({ created_at: '2026-01-02T03:04:05.000Z', ip_address: '10.0.0.1', user_agent: null, status: 'failed' })).toEqual({
      time: '2026-01-02T03:04:05.000Z',
      ip: '10.0.0.1',
      device: 'Unknown device',
      status: 'failed',
    });
  });
});
