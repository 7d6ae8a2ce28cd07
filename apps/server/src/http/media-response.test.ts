import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ByteRange } from './byte-range.ts';
import { mediaResponse, rangeNotSatisfiableMessage } from './media-response.ts';

const bytes = Buffer.from('0123456789abcdefghij');

function appServing(data: Buffer) {
  const app = new Hono();
  app.get('/media', (c) =>
    mediaResponse(c, {
      size: data.length,
      contentType: 'video/webm',
      open: async (range?: ByteRange) => Readable.from([range ? data.subarray(range.start, range.end + 1) : data]),
    }),
  );
  return (range?: string) => app.request('/media', range === undefined ? {} : { headers: { range } });
}

describe('mediaResponse', () => {
  const get = appServing(bytes);

  it('serves a range as 206 with its bytes and Content-Range', async () => {
    const part = await get('bytes=4-11');
    expect([part.status, part.headers.get('content-range'), part.headers.get('content-length')]).toEqual([206, 'bytes 4-11/20', '8']);
    expect(await part.text()).toBe('456789ab');
  });

  it('serves adjacent ranges as the one range they make', async () => {
    const part = await get('bytes=0-4,5-9');
    expect([part.status, part.headers.get('content-range'), await part.text()]).toEqual([206, 'bytes 0-9/20', '0123456789']);
  });

  it('serves the whole file for separate ranges or a malformed header', async () => {
    for (const range of ['bytes=0-1,5-6', 'bytes=zero-9', 'pages=1-2']) {
      const whole = await get(range);
      expect([whole.status, whole.headers.get('content-range'), await whole.text()], range).toEqual([200, null, bytes.toString()]);
    }
  });

  it('answers a range outside the file with 416, its message and Content-Range: bytes */size', async () => {
    const outside = await get('bytes=30-');
    expect([outside.status, outside.headers.get('content-range')]).toEqual([416, 'bytes */20']);
    expect(await outside.json()).toEqual({ status: 'error', message: rangeNotSatisfiableMessage(20) });
  });
});
