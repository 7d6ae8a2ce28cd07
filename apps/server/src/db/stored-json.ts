import type { z } from 'zod';

/** What a stored JSON column holds: its value in the contract's shape, or why it cannot be read. */
export type StoredJson<T> = { readable: true; value: T } | { readable: false; reason: string };

/**
 * Reads JSON text the app stored (a result, a summary, a setting) through its contract schema. A corrupt row (not
 * JSON, or not the shape) is an answer the caller reports with the row's id, never a throw that fails a request or a job.
 */
export function readStoredJson<S extends z.ZodType>(text: string, schema: S): StoredJson<z.output<S>> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { readable: false, reason: 'not JSON' };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { readable: true, value: parsed.data };
  const first = parsed.error.issues[0];
  return { readable: false, reason: `not the expected shape${first ? ` (${first.path.join('.') || 'value'}: ${first.message})` : ''}` };
}
