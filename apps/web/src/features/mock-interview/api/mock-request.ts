import type { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * A mock-interview call (credentials + JSON). Failures throw the fixed error text for the call, with
 * the server's own message kept (`cause`), so screens toast the spec text and can show why.
 */
export async function mockRequest<S extends z.ZodType>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; schema: S; failure: string; signal?: AbortSignal },
): Promise<z.output<S>> {
  try {
    return await apiRequest(path, { method: options.method, body: options.body, schema: options.schema, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new MockCallError(options.failure, error instanceof ApiError ? error : null);
  }
}

export class MockCallError extends Error {
  constructor(
    message: string,
    readonly api: ApiError | null,
  ) {
    super(message);
    this.name = 'MockCallError';
  }

  /** The server's reason (e.g. 'No analysis credits left'), when it gave one. */
  get reason(): string | null {
    return this.api && this.api.status > 0 ? this.api.message : null;
  }
}
