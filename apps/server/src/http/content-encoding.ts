import { parseAccept } from 'hono/utils/accept';

/** The compressed forms the server sends, best first: brotli is smaller than gzip for the same text. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number];

/**
 * The encoding to send for an `Accept-Encoding` header among those `available`, or null for the plain bytes.
 * The highest q-value wins; on a tie, the server's order (brotli first), whatever order the client listed them in.
 * `q=0` refuses an encoding, also one that `*` would allow.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = parseAccept(acceptEncoding);
  const wildcard = accepted.find((entry) => entry.type === '*')?.q ?? 0;
  let best: { encoding: ContentEncoding; q: number } | null = null;
  for (const encoding of CONTENT_ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const q = accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? wildcard;
    if (q > 0 && (best === null || q > best.q)) best = { encoding, q };
  }
  return best?.encoding ?? null;
}
