import { MockCallError } from './api/mock-request.ts';

/** A toast's text with the server's reason when it gave one: 'Failed to finish interview: No analysis credits left'. */
export function failureText(toast: string, error: unknown): string {
  const reason = error instanceof MockCallError ? error.reason : null;
  return reason ? `${toast}: ${reason}` : toast;
}
