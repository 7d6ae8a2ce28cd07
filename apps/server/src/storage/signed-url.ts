import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignedMethod } from './object-store.ts';

/**
 * HMAC-signed URLs for the local object store: a path that grants one method until `expires`
 * (epoch seconds). The signature covers the method, the path and every other query
 * parameter, so none can be changed without invalidating it.
 */
export interface SignUrlOptions {
  secret: string;
  /** Epoch seconds after which the URL stops working. */
  expiresAt: number;
  method?: SignedMethod;
}

export type SignedUrlCheck = { valid: true; pathname: string } | { valid: false; reason: 'expired' | 'invalid' };

/** Appends `expires` and `signature` to `pathAndQuery` (a path, optionally with a query; no origin). */
export function signUrl(pathAndQuery: string, options: SignUrlOptions): string {
  const url = new URL(pathAndQuery, 'http://signed.invalid');
  url.searchParams.delete('signature');
  url.searchParams.set('expires', String(Math.floor(options.expiresAt)));
  url.searchParams.set('signature', signature(options.secret, options.method ?? 'GET', url));
  return `${url.pathname}${url.search}`;
}

/** Checks a URL made by `signUrl` (path with query, or absolute) for `method` at `nowSeconds`. */
export function verifySignedUrl(
  pathAndQuery: string,
  options: { secret: string; method?: SignedMethod; nowSeconds?: number },
): SignedUrlCheck {
  let url: URL;
  try {
    url = new URL(pathAndQuery, 'http://signed.invalid');
  } catch {
    return { valid: false, reason: 'invalid' };
  }
  const given = url.searchParams.get('signature');
  const expires = Number(url.searchParams.get('expires'));
  if (!given || !Number.isInteger(expires)) return { valid: false, reason: 'invalid' };
  url.searchParams.delete('signature');
  const expected = Buffer.from(signature(options.secret, options.method ?? 'GET', url));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { valid: false, reason: 'invalid' };
  // Checked after the signature so an expired answer is only given for URLs we really issued.
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (now > expires) return { valid: false, reason: 'expired' };
  return { valid: true, pathname: url.pathname };
}

function signature(secret: string, method: SignedMethod, url: URL): string {
  const params = [...url.searchParams.entries()].sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)));
  const canonical = `${method}\n${url.pathname}\n${new URLSearchParams(params).toString()}`;
  return createHmac('sha256', secret).update(canonical).digest('base64url');
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
