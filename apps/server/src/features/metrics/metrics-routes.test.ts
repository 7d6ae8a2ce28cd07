import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
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
    const response = await client.get('/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(sample(text, 'rehearse_http_request_duration_seconds_count', 'method="GET",route="/api/health",status="200"')).toBe(2);
    expect(text).not.toContain('not-a-real-id');
    expect(text).toContain('# TYPE rehearse_http_request_duration_seconds histogram');
  });

  it('reports queue depth from the shared queue', async () => {
    const before = sample(await (await t.client().get('/metrics')).text(), 'rehearse_queue_jobs', 'state="queued"') ?? 0;
    await t.deps.queue.enqueue('nobody-works-this', { n: 1 });
    await t.deps.queue.enqueue('nobody-works-this', { n: 2 });
    const after = sample(await (await t.client().get('/metrics')).text(), 'rehearse_queue_jobs', 'state="queued"');
    expect(after).toBe(before + 2);
  });
});
