/** Where a page of the newest-first list ended: the last row's sort key. */
export interface ListCursor {
  created_at: string;
  session_id: string;
}

/** Opaque to clients (base64url JSON), so the sort key can change without changing the API. */
export function encodeListCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([cursor.created_at, cursor.session_id])).toString('base64url');
}

/** The cursor, or null when `text` is not one this server made. */
export function decodeListCursor(text: string): ListCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [createdAt, sessionId] = value as unknown[];
    if (typeof createdAt !== 'string' || typeof sessionId !== 'string' || createdAt.length > 64 || sessionId.length > 64) return null;
    return { created_at: createdAt, session_id: sessionId };
  } catch {
    return null;
  }
}
