import type { ByteRange } from './object-store.ts';

/** Rejects ranges no HTTP Range header could mean: negative, reversed or not whole numbers. */
export function assertValidRange(range: ByteRange): void {
  if (!Number.isSafeInteger(range.start) || !Number.isSafeInteger(range.end) || range.start < 0 || range.end < range.start) {
    throw new RangeError(`Invalid byte range ${range.start}-${range.end}`);
  }
}
