import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { chooseEncoding, CONTENT_ENCODINGS, type ContentEncoding } from './content-encoding.ts';

/** Below this a compressed body saves less than one network packet, and costs the CPU all the same. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON, and the API docs' script and stylesheet. Not media (compressed already), not event streams (sent as they come). */
const COMPRESSIBLE_TYPE = /^\s*(?:application\/(?:[\w.+-]+\+)?json|text\/javascript|text\/css)\b/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Per-request compression: brotli at quality 4 is about as fast as gzip's default and still smaller. */
function compress(bytes: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipAsync(bytes);
}

function compressible(c: Context): boolean {
  const res = c.res;
  return (
    c.req.method !== 'HEAD' &&
    res.status === 200 &&
    res.body !== null &&
    !res.headers.has('content-encoding') &&
    COMPRESSIBLE_TYPE.test(res.headers.get('content-type') ?? '') &&
    !/\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')
  );
}

/**
 * Compresses API answers of at least `threshold` bytes (brotli or gzip, by the request's Accept-Encoding). Small
 * answers go as they are. Hono's compress middleware would do gzip only, and compresses every answer whose length it
 * cannot see in a header, which is every `c.json` answer. A client that accepts no compression costs nothing extra:
 * its body is not read here. `Vary: Accept-Encoding` is set before the handler runs, so it joins the handler's own
 * response instead of making Hono copy it (see response-headers.ts).
 */
export function compressLargeResponses(threshold = COMPRESSION_THRESHOLD_BYTES): MiddlewareHandler {
  return async (c, next) => {
    c.header('Vary', 'Accept-Encoding', { append: true });
    await next();
    const encoding = chooseEncoding(c.req.header('accept-encoding'), CONTENT_ENCODINGS);
    if (encoding === null || !compressible(c)) return;
    const bytes = new Uint8Array(await c.res.arrayBuffer());
    const original = c.res;
    const body = bytes.length < threshold ? bytes : await compress(bytes, encoding);
    c.res = undefined;
    c.res = new Response(body, original);
    c.res.headers.set('Content-Length', String(body.length));
    if (body !== bytes) c.res.headers.set('Content-Encoding', encoding);
    if (!/\baccept-encoding\b/i.test(c.res.headers.get('vary') ?? '')) c.res.headers.append('Vary', 'Accept-Encoding');
  };
}
