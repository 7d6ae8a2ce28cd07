/**
 * True when PostgreSQL refused text it cannot hold: U+0000 (SQLSTATE 22021, "invalid byte sequence") or a character
 * the database encoding lacks (22P05). SQLite stores such text, so only this dialect throws; the input was invalid.
 */
export function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22021' || code === '22P05';
}
