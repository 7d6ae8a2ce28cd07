import rangeParser from 'range-parser';

/** An inclusive byte range of a file, as in `Content-Range: bytes start-end/size`. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Range units compare case-insensitively (RFC 9110 §14.1); this server has only bytes. */
const BYTES_UNIT = /^bytes=/i;

/** A lone suffix range (`bytes=-N`, N > 0): the last N bytes, the whole file when it is shorter (RFC 9110 §14.1.2). */
const LONE_SUFFIX = /^bytes=\s*-\s*0*[1-9]\d*\s*$/i;

/**
 * The single range a `Range` header asks for: `null` for the whole file (no header, a malformed one,
 * another unit, or ranges that stay several after merging the overlapping and adjacent ones),
 * `'unsatisfiable'` when no range asked for lies in the file.
 */
export function parseByteRange(header: string | null | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  const value = header?.trim();
  if (!value || !BYTES_UNIT.test(value)) return null;
  const parsed = rangeParser(size, value, { combine: true });
  if (parsed === -2) return null;
  if (parsed === -1) {
    // range-parser 1.x refuses a suffix longer than the file, which HTTP answers with the whole file.
    return size > 0 && LONE_SUFFIX.test(value) ? { start: 0, end: size - 1 } : 'unsatisfiable';
  }
  if (parsed.length !== 1) return null;
  const [range] = parsed;
  return range ? { start: range.start, end: range.end } : null;
}
