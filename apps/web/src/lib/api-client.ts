import type { ApiError as ApiErrorBody } from '@rehearse/contract/api-error';

/** A failed API call: the HTTP status and the server's `message` (or a fallback when the body has none). */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body, for answers that say more than a message (e.g. a staff login asking for a code). */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/**
 * What checks a 2xx answer and gives its value: a zod schema of the contract, or a reader with the same `safeParse`
 * where a screen for visitors must not download zod (lib/public-config-reader.ts).
 */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON; a FormData body is sent as is (multipart). */
  body?: unknown;
  /** Validates the 2xx response; the call resolves to its output type. */
  schema: ResponseSchema<T>;
  /** Sent as `Authorization: Bearer <token>` (staff calls); cookie sessions need none. */
  bearerToken?: string;
  signal?: AbortSignal;
}

/**
 * The message to show for a failed response: the `message` of the API error shape `{ status: 'error', message }`
 * or of better-auth's `{ code, message }`. Read by hand, not with the contract's schema: this module is in the
 * first download, and zod is not (docs/decisions/016-landing-code-splitting.md).
 */
export function errorMessageFromBody(body: unknown, status: number): string {
  const message = body && typeof body === 'object' && 'message' in body ? (body as Partial<ApiErrorBody>).message : undefined;
  return typeof message === 'string' && message ? message : `Request failed with status ${status}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Fetches a same-origin API path with the session cookie, JSON in and out; throws ApiError on non-2xx. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  if (options.bearerToken) headers.set('Authorization', `Bearer ${options.bearerToken}`);

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Error connecting to server');
  }

  const json = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, errorMessageFromBody(json, response.status), json);
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, 'Unexpected response from server');
  return parsed.data;
}
