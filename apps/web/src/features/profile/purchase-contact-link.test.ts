import { describe, expect, it } from 'vitest';
import { exportUrl } from './export-url.ts';
import { purchaseContactLink } from './purchase-contact-link.ts';

describe('purchaseContactLink', () => {
  it('opens the contact section with subject and message filled in', () => {
    const url = new URL(purchaseContactLink(1), 'http://x');
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#contact');
    expect(url.searchParams.get('subject')).toBe('billing');
    expect(url.searchParams.get('message')).toContain('I have 1 analysis credit left');
  });
});

describe('exportUrl', () => {
  it('asks for videos only when ticked', () => {
    expect(exportUrl(false)).toBe('/api/account/export/');
    expect(exportUrl(true)).toBe('/api/account/export/?videos=1');
  });
});
