/**
 * Regroups a byte stream into chunks of exactly `size` bytes (one raw video frame each),
 * whatever the pipe's own chunk boundaries. A trailing partial chunk is dropped. Each
 * yielded buffer is fresh, so the consumer may keep it.
 */
export async function* fixedSizeChunks(source: AsyncIterable<Uint8Array>, size: number): AsyncGenerator<Buffer> {
  if (!Number.isInteger(size) || size <= 0) throw new Error(`chunk size must be a positive integer, got ${size}`);
  let chunk = Buffer.allocUnsafe(size);
  let filled = 0;
  for await (const piece of source) {
    let offset = 0;
    while (offset < piece.length) {
      const take = Math.min(size - filled, piece.length - offset);
      chunk.set(piece.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === size) {
        yield chunk;
        chunk = Buffer.allocUnsafe(size);
        filled = 0;
      }
    }
  }
}
