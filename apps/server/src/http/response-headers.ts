import type { Context, Next } from 'hono';

/** A header every response of a middleware's requests carries; `append` adds to a list header (Vary) instead of replacing it. */
export interface ResponseHeader {
  name: string;
  value: string;
  append?: boolean;
}

function carries(headers: Headers, header: ResponseHeader): boolean {
  const current = headers.get(header.name);
  if (current === null) return false;
  return !header.append || current.split(',').some((part) => part.trim().toLowerCase() === header.value.toLowerCase());
}

/**
 * Runs `next` so that its response carries `headers`, without Hono copying the response: set before
 * `next()`, the headers go into every response made through the context (`c.json`, `c.body`…), and
 * only a Response made elsewhere (better-auth, a static file) gets them afterwards. Hono rebuilds a
 * finished response on `c.header()` and on `c.res` read before the handler, turning its body into a
 * stream that the server then reads back; on a list page that was about a quarter of the CPU.
 */
export async function withResponseHeaders(c: Context, headers: readonly ResponseHeader[], next: Next): Promise<void> {
  for (const header of headers) c.header(header.name, header.value, { append: header.append });
  await next();
  for (const header of headers) if (!carries(c.res.headers, header)) c.header(header.name, header.value, { append: header.append });
}
