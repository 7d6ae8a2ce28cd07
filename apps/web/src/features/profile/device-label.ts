import { UAParser } from 'ua-parser-js';

/** 'Chrome 130 on Linux' for a session's user agent, as the server labels login history. */
export function deviceOfUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const { browser, os } = new UAParser(userAgent).getResult();
  const browserName = [browser.name, browser.major].filter(Boolean).join(' ');
  const osName = [os.name, os.version].filter(Boolean).join(' ');
  return [browserName, osName].filter(Boolean).join(' on ') || 'Unknown device';
}
