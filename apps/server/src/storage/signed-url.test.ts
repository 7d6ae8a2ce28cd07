import { describe, expect, it } from 'vitest';
import { signUrl, verifySignedUrl } from './signed-url.ts';

const secret = 'test-secret-of-enough-length';
const now = 1_800_000_000;

describe('signUrl / verifySignedUrl', () => {
  const url = signUrl('/api/objects/uploads/u1/v.webm', { secret, expiresAt: now + 60 });

  it('accepts its own URL before it expires, and answers the path', () => {
    expect(url).toMatch(/^\/api\/objects\/uploads\/u1\/v\.webm\?expires=\d+&signature=[\w-]+$/);
    expect(verifySignedUrl(url, { secret, nowSeconds: now })).toEqual({ valid: true, pathname: '/api/objects/uploads/u1/v.webm' });
    expect(verifySignedUrl(`https://app.example${url}`, { secret, nowSeconds: now + 60 }).valid).toBe(true);
  });

  it('refuses it once expired', () => {
    expect(verifySignedUrl(url, { secret, nowSeconds: now + 61 })).toEqual({ valid: false, reason: 'expired' });
  });

  it('refuses a changed path, expiry, signature, secret or method', () => {
    const invalid = { valid: false, reason: 'invalid' };
    expect(verifySignedUrl(url.replace('u1', 'u2'), { secret, nowSeconds: now })).toEqual(invalid);
    expect(verifySignedUrl(url.replace(/expires=\d+/, `expires=${now + 999_999}`), { secret, nowSeconds: now })).toEqual(invalid);
    const signature = new URL(url, 'http://x').searchParams.get('signature')!;
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(verifySignedUrl(url.replace(signature, flipped), { secret, nowSeconds: now })).toEqual(invalid);
    expect(verifySignedUrl(url, { secret: 'another-secret', nowSeconds: now })).toEqual(invalid);
    expect(verifySignedUrl(url, { secret, method: 'PUT', nowSeconds: now })).toEqual(invalid);
  });

  it('refuses an added query parameter and URLs without a signature', () => {
    expect(verifySignedUrl(`${url}&size=1`, { secret, nowSeconds: now }).valid).toBe(false);
    expect(verifySignedUrl('/api/objects/x?expires=1900000000', { secret, nowSeconds: now }).valid).toBe(false);
    expect(verifySignedUrl('/api/objects/x', { secret, nowSeconds: now }).valid).toBe(false);
  });

  it('signs a method and existing query parameters too', () => {
    const put = signUrl('/api/objects/a?contentType=video%2Fwebm', { secret, expiresAt: now + 5, method: 'PUT' });
    expect(verifySignedUrl(put, { secret, method: 'PUT', nowSeconds: now }).valid).toBe(true);
    expect(verifySignedUrl(put, { secret, method: 'GET', nowSeconds: now }).valid).toBe(false);
    expect(verifySignedUrl(put.replace('webm', 'mp4'), { secret, method: 'PUT', nowSeconds: now }).valid).toBe(false);
  });
});
