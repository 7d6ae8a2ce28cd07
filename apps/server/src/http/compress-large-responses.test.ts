import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { compressLargeResponses } from './compress-large-responses.ts';

const LARGE = { status: 'success', analyses: Array.from({ length: 200 }, (_, i) => ({ id: `session-${i}`, score: 87.6 })) };

const app = new Hono();
app.use('*', compressLargeResponses());
app.get('/large', (c) => c.json(LARGE));
app.get('/cached', (c) => c.body(JSON.stringify(LARGE), 200, { 'Content-Type': 'application/json' }));
app.get('/small', (c) => c.json({ status: 'ok' }));
app.get('/video', (c) => c.body(new Uint8Array(4096), 206, { 'Content-Type': 'video/mp4', 'Content-Range': 'bytes 0-4095/10000' }));
app.get('/events', (c) =>
  streamSSE(c, async (stream) => {
    await stream.writeSSE({ event: 'delta', data: 'x'.repeat(4096) });
  }),
);

const get = (path: string, acceptEncoding?: string) => app.request(path, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressLargeResponses', () => {
  it('sends large JSON brotli-compressed to a browser, gzip to a gzip-only client, with Vary', async () => {
    const br = await get('/large', 'gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(JSON.stringify(LARGE).length / 5);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(LARGE);

    const gzip = await get('/cached', 'gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString())).toEqual(LARGE);
  });

  it('sends plain JSON to a client that accepts no compression, still saying it varies', async () => {
    const res = await get('/large');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(await res.json()).toEqual(LARGE);
  });

  it('leaves small answers, partial media and event streams as they are', async () => {
    const small = await get('/small', 'br, gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
    const video = await get('/video', 'br, gzip');
    expect(video.status).toBe(206);
    expect(video.headers.get('content-encoding')).toBeNull();
    expect((await video.arrayBuffer()).byteLength).toBe(4096);
    const events = await get('/events', 'br, gzip');
    expect(events.headers.get('content-encoding')).toBeNull();
    expect(await events.text()).toContain('event: delta');
  });
});
