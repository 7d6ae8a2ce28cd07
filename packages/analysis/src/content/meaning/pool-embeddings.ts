/**
 * Sentence-transformers' mean pooling: the average of a sentence's token vectors, padding left out (its attention
 * mask is 0), from a `[batch, sequence, width]` hidden state laid out row by row.
 */
export function meanPooled(hidden: Float32Array, shape: readonly [number, number, number], masks: readonly (readonly number[])[]): Float32Array[] {
  const [batch, sequence, width] = shape;
  const pooled: Float32Array[] = [];
  for (let b = 0; b < batch; b += 1) {
    const sum = new Float32Array(width);
    let count = 0;
    for (let t = 0; t < sequence; t += 1) {
      if ((masks[b]?.[t] ?? 0) === 0) continue;
      count += 1;
      const row = (b * sequence + t) * width;
      for (let d = 0; d < width; d += 1) sum[d]! += hidden[row + d]!;
    }
    pooled.push(count === 0 ? sum : sum.map((v) => v / count));
  }
  return pooled;
}

/** The vector scaled to length 1 (all zeros stays all zeros), so a dot product is the cosine. */
export function l2Normalised(vector: Float32Array): Float32Array {
  let squares = 0;
  for (const v of vector) squares += v * v;
  const length = Math.sqrt(squares);
  return length === 0 ? vector : vector.map((v) => v / length);
}
