import { describe, expect, it } from 'vitest';
import { carriesUploadSignature, signUploadUrl, verifyUploadUrl } from './upload-url.ts';

const grant = { userId: 'u1', sessionId: 's1', questionKey: 'teamwork_1', key: 'mock/u1/s1/teamwork_1/x.webm' };
const secret = 'test-secret';

describe('upload URLs', () => {
  it('verifies an untouched link before it expires and answers its grant', () => {
    const url = signUploadUrl(grant, { secret, expiresAt: 1000 });
    expect(url.startsWith('/api/mock/upload/?')).toBe(true);
    expect(verifyUploadUrl(url, { secret, nowSeconds: 999 })).toEqual({ valid: true, grant });
    expect(verifyUploadUrl(`http://localhost:3000${url}`, { secret, nowSeconds: 999 }).valid).toBe(true);
  });

  it('refuses an expired link', () => {
    const url = signUploadUrl(grant, { secret, expiresAt: 1000 });
    expect(verifyUploadUrl(url, { secret, nowSeconds: 1001 })).toEqual({ valid: false, reason: 'expired' });
  });

  it('refuses a link with any parameter changed, a later expiry, or another secret', () => {
    const url = signUploadUrl(grant, { secret, expiresAt: 1000 });
    for (const tampered of [
      url.replace('teamwork_1', 'teamwork_2'),
      url.replace('user=u1', 'user=u2'),
      url.replace('expires=1000', 'expires=9999'),
      url.replace('/api/mock/upload/', '/api/mock/other/'),
    ]) {
      expect(verifyUploadUrl(tampered, { secret, nowSeconds: 999 })).toEqual({ valid: false, reason: 'invalid' });
    }
    expect(verifyUploadUrl(url, { secret: 'other', nowSeconds: 999 }).valid).toBe(false);
  });

  it('tells a query carrying a signature (the link is there) from a bare upload path (the link is in the form)', () => {
    const url = signUploadUrl(grant, { secret, expiresAt: 1000 });
    expect(carriesUploadSignature(url)).toBe(true);
    expect(carriesUploadSignature(`http://localhost:3000${url}`)).toBe(true);
    expect(carriesUploadSignature(url.replace(/signature=/, 'signaturex='))).toBe(false);
    expect(carriesUploadSignature('/api/mock/upload/')).toBe(false);
  });
});
