import { DETAIL_MESSAGES } from '../../lib/analysis-messages.ts';
import { ApiError } from '../../lib/api-client.ts';

export type DetailIdentifier = { kind: 'session'; sessionId: string } | { kind: 'filename'; filename: string } | null;

export function detailIdentifier(params: { sessionId?: string; filename?: string }): DetailIdentifier {
  if (params.filename) return { kind: 'filename', filename: params.filename };
  if (params.sessionId) return { kind: 'session', sessionId: params.sessionId };
  return null;
}

/** A failed detail request shows the response's message, else the error's message, else 'Failed to fetch analysis details'. */
export function detailErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return DETAIL_MESSAGES.fetchFailed;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** A 2xx answer that does not match the contract's schema: the data, not the request, is at fault. */
export function isInvalidData(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 200 && error.status < 300;
}
