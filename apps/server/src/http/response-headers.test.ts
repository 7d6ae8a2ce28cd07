import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { withResponseHeaders } from './response-headers.ts';

function appWith(route: (app: Hono) => void) {
  const app = new Hono();
  const made: Response[] = [];
  app.use('*', async (c, next) => {
    await next();
    // The response the handler made is the one that goes out: Hono did not rebuild it.
    made.push(c.res);
  });
  app.use('*', (c, next) => withResponseHeaders(c, [{ name: 'X-Id', value: '7' }, { name: 'Vary', value: 'Origin', append: true }], next));
  route(app);
  return { app, made };
}

describe('withResponseHeaders', () => {
  it('puts the headers into a response made through the context, without Hono rebuilding it', async () => {
    let handed: Response | undefined;
    const { app, made } = appWith((a) =>
      a.get('/', (c) => {
        handed = c.json({ ok: true });
        return handed;
      }),
    );
    const res = await app.request('/');
    expect(res.headers.get('x-id')).toBe('7');
    expect(res.headers.get('vary')).toBe('Origin');
    expect(made[0]).toBe(handed);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('adds them afterwards to a Response made elsewhere, and to error responses', async () => {
    const { app } = appWith((a) => {
      a.get('/raw', () => new Response('raw', { headers: { vary: 'Accept-Encoding' } }));
      a.get('/boom', () => {
        throw new Error('boom');
      });
      a.onError((_error, c) => c.json({ status: 'error' }, 500));
    });
    const raw = await app.request('/raw');
    expect(raw.headers.get('x-id')).toBe('7');
    expect(raw.headers.get('vary')).toBe('Accept-Encoding, Origin');
    expect(await raw.text()).toBe('raw');
    const boom = await app.request('/boom');
    expect(boom.status).toBe(500);
    expect(boom.headers.get('x-id')).toBe('7');
  });

  it('does not repeat a list value the handler already gave', async () => {
    const { app } = appWith((a) => a.get('/', (c) => c.body('x', 200, { Vary: 'origin' })));
    expect((await app.request('/')).headers.get('vary')).toBe('origin');
  });
});
