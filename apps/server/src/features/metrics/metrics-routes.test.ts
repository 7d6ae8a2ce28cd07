import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';

const METRICS_TOKEN = 'scrape-token-for-tests-0123456789abcdef';

describe('GET /metrics', () => {
  let t: TestApp;
  /** A scraper holding the configured token. */
  let scraper: () => TestClient;

  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN } });
    scraper = () => t.client({ token: METRICS_TOKEN });
  });

  afterAll(async () => {
    await t.close();
  });

  function sample(text: string, name: string, labels: string): number | null {
    const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`) || (labels === '' && l.startsWith(`${name} `)));
    return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
  }

  it('serves Prometheus text with HTTP latency by route pattern (never the raw path)', async () => {
    const client = t.client();
    await client.get('/api/health');
    await client.get('/api/health');
    await client.get('/api/analysis/status/not-a-real-id');
    const response = await scraper().get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, 'rehearse_http_request_duration_seconds_count', 'method="GET",route="/api/health",status="200"')).toBe(2);
    expect(text).not.toContain('not-a-real-id');
    expect(text).toContain('# TYPE rehearse_http_request_duration_seconds histogram');
  });

  it('reports queue depth from the shared queue', async () => {
    const before = sample(await (await scraper().get('/metrics')).text(), 'rehearse_queue_jobs', 'state="queued"') ?? 0;
    await t.deps.queue.enqueue('nobody-works-this', { n: 1 });
    await t.deps.queue.enqueue('nobody-works-this', { n: 2 });
    const after = sample(await (await scraper().get('/metrics')).text(), 'rehearse_queue_jobs', 'state="queued"');
    expect(after).toBe(before + 2);
  });

  it('answers 401 without the token, with a wrong one, and to a user session', async () => {
    for (const client of [t.client(), t.client({ token: 'wrong-token' }), await t.signedInUser()]) {
      const response = await client.get('/metrics');
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.json()).toMatchObject({ status: 'error' });
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not served at all: 404, whatever the caller sends', async () => {
    for (const client of [t.client(), t.client({ token: 'anything' })]) {
      const response = await client.get('/metrics');
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('rehearse_');
    }
  });
});
