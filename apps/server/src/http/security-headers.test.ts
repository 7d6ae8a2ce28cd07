import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type ListeningApp } from '../test/listen.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** HSTS tells a browser to use HTTPS for the whole domain from then on: only an HTTPS answer may say so. */
describe('Strict-Transport-Security', () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  let directServer: ListeningApp;
  let proxiedServer: ListeningApp;
  beforeAll(async () => {
    direct = await createTestApp();
    behindProxy = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    directServer = await listenOnLoopback(direct.app.fetch);
    proxiedServer = await listenOnLoopback(behindProxy.app.fetch);
  });
  afterAll(async () => {
    await directServer?.close();
    await proxiedServer?.close();
    await direct?.close();
    await behindProxy?.close();
  });

  const hstsOf = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    return res.headers.get('strict-transport-security');
  };

  it('is not sent over plain HTTP', async () => {
    expect(await hstsOf(`${directServer.url}/api/health`)).toBeNull();
    expect(await hstsOf(`${directServer.url}/`)).toBeNull();
  });

  it('is not sent when an untrusted client claims X-Forwarded-Proto: https', async () => {
    expect(await hstsOf(`${directServer.url}/api/health`, { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('is sent behind a trusted proxy that says the client used https, and not when it says http', async () => {
    expect(await hstsOf(`${proxiedServer.url}/api/health`, { 'x-forwarded-proto': 'https' })).toMatch(/max-age=\d+/);
    expect(await hstsOf(`${proxiedServer.url}/api/health`, { 'x-forwarded-proto': 'http' })).toBeNull();
  });

  it('is sent on an answer to an https URL', async () => {
    const res = await direct.client().get('https://localhost:3000/api/health');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+; includeSubDomains/);
  });

  it('leaves the other security headers on plain HTTP', async () => {
    const res = await fetch(`${directServer.url}/api/health`);
    await res.arrayBuffer();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
