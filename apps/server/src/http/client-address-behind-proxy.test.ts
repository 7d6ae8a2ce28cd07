import { afterEach, describe, expect, it } from 'vitest';
import { listenOnLoopback, type ListeningApp } from '../test/listen.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';

/**
 * Over real sockets (the loopback address is the proxy): clients that write their own X-Forwarded-For
 * entries in front of the one the proxy appends still share the proxy-seen address's sign-up limit
 * (5 a minute per address).
 */
let t: TestApp | undefined;
let server: ListeningApp | undefined;
afterEach(async () => {
  await server?.close();
  await t?.close();
  server = undefined;
  t = undefined;
});

async function signUpStatuses(trustProxy: string, forwardedFor: (i: number) => string): Promise<number[]> {
  t = await createTestApp({ env: { TRUST_PROXY: trustProxy } });
  server = await listenOnLoopback(t.app.fetch);
  const statuses: number[] = [];
  for (let i = 1; i <= 7; i++) {
    const res = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: t.origin, 'x-forwarded-for': forwardedFor(i) },
      body: JSON.stringify({ email: `spoof-${trustProxy}-${i}-${Date.now()}@example.com`, password: TEST_PASSWORD, name: `Spoof ${i}`, full_name: `Spoof ${i}` }),
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

describe('the per-address sign-up limit behind a proxy', () => {
  it('one proxy (TRUST_PROXY=true): a spoofed left-hand entry does not make a new address', async () => {
    const statuses = await signUpStatuses('true', (i) => `192.0.2.${i}, 203.0.113.8`);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('two proxies (TRUST_PROXY=2): the address the outer proxy appended counts', async () => {
    const statuses = await signUpStatuses('2', (i) => `192.0.2.${i}, 203.0.113.9, 10.0.0.5`);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('a list of proxy addresses (TRUST_PROXY=loopback,10.0.0.0/8) walks past each trusted proxy', async () => {
    const statuses = await signUpStatuses('loopback,10.0.0.0/8', (i) => `192.0.2.${i}, 203.0.113.10, 10.0.0.5`);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('different real clients behind the same proxy keep their own limits', async () => {
    const statuses = await signUpStatuses('true', (i) => `203.0.113.${100 + i}`);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200]);
  });
});
