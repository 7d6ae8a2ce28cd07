import type { Page } from '@playwright/test';

/**
 * Collects what the browser's console says about the Content-Security-Policy from now on (Chromium logs every
 * refused script, style, connection or worker there): the product's own pages must cause none.
 * Returns a function that answers the messages so far.
 */
export function watchCspConsole(page: Page): () => string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy/i.test(text)) messages.push(`${page.url()}: ${text}`);
  });
  return () => [...messages];
}
