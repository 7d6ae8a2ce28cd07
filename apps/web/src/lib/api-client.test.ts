import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, errorMessageFromBody } from './api-client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('errorMessageFromBody', () => {
  it('reads the API error message', () => {
    expect(errorMessageFromBody({ status: 'error', message: 'Invalid credentials' }, 401)).toBe('Invalid credentials');
  });
  it('reads a bare message field (better-auth style)', () => {
    expect(errorMessageFromBody({ code: 'X', message: 'Email not verified' }, 403)).toBe('Email not verified');
  });
  it('falls back to the status when there is no message', () => {
    expect(errorMessageFromBody(undefined, 502)).toBe('Request failed with status 502');
  });
});

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the cookie and bearer token and returns the parsed body', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => jsonResponse(200, { status: 'success', n: 3 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest('/api/x/', {
      body: { a: 1 },
      bearerToken: 'tok',
      schema: z.object({ status: z.literal('success'), n: z.number() }),
    });
    expect(result.n).toBe(3);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('throws ApiError with the status and server message', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(401, { status: 'error', message: 'Invalid username or password' }));
    const error = await apiRequest('/auth/login/', { body: {}, schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Invalid username or password');
  });

  it('rejects a 2xx body that does not match the schema', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { status: 'weird' }));
    await expect(apiRequest('/api/y/', { schema: z.object({ status: z.literal('success') }) })).rejects.toThrow(
      'Unexpected response from server',
    );
  });

  it('reports a network failure as a connection error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/api/z/', { schema: z.unknown() })).rejects.toMatchObject({ status: 0, message: 'Error connecting to server' });
  });
});
