import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { parseByteRange, type ByteRange } from './byte-range.ts';

/** A stored recording a route serves: its size, its type, and a way to read it (or a part). */
export interface StoredMedia {
  size: number;
  contentType: string;
  open(range?: ByteRange): Promise<Readable>;
}

export const rangeNotSatisfiableMessage = (size: number): string => `Range not satisfiable (size ${size})`;

/**
 * The one answer to a GET of stored media, honouring a single `Range`: 200 with the whole file,
 * 206 with the part asked for, or 416 with `Content-Range: bytes *\/<size>` (RFC 9110 §14.4) for a
 * range outside it. `errorBody` shapes the 416's JSON as the route's other errors are shaped.
 */
export async function mediaResponse(
  c: Context,
  media: StoredMedia,
  errorBody: (message: string) => Record<string, unknown> = (message) => ({ status: 'error', message }),
): Promise<Response> {
  const range = parseByteRange(c.req.header('range'), media.size);
  if (range === 'unsatisfiable') {
    return c.json(errorBody(rangeNotSatisfiableMessage(media.size)), 416, { 'Content-Range': `bytes */${media.size}` });
  }
  const headers: Record<string, string> = {
    'Content-Type': media.contentType,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'private, max-age=3600',
    'Content-Length': String(range ? range.end - range.start + 1 : media.size),
  };
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${media.size}`;
  const body = Readable.toWeb(await media.open(range ?? undefined)) as unknown as ReadableStream<Uint8Array>;
  return c.body(body, range ? 206 : 200, headers);
}
