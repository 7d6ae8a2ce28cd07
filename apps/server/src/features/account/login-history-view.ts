import type { LoginHistoryItem } from '@rehearse/contract/account-api';
import { UAParser } from 'ua-parser-js';

/** 'Chrome 130 on Linux' from a user agent; 'Unknown device' when it names nothing. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const browserName = [browser.name, browser.major].filter(Boolean).join(' ');
  const osName = [os.name, os.version].filter(Boolean).join(' ');
  const deviceName = [device.vendor, device.model].filter(Boolean).join(' ');
  const place = [deviceName, osName].filter(Boolean).join(', ');
  if (browserName && place) return `${browserName} on ${place}`;
  return browserName || place || userAgent.slice(0, 60);
}

/** One login_history row as the Security tab shows it. */
export function loginHistoryItem(row: { created_at: string; ip_address: string | null; user_agent: string | null; status: 'success' | 'failed' }): LoginHistoryItem {
  return { time: row.created_at, ip: row.ip_address, device: deviceOf(row.user_agent), status: row.status };
}
