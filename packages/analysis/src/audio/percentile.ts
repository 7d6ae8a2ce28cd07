/** Linear-interpolated percentile (p in 0–100) of the values, ignoring NaN; null when there are none. */
export function percentile(values: ArrayLike<number>, p: number): number | null {
  const sorted = Array.from(values).filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const a = sorted[low] ?? 0;
  const b = sorted[high] ?? a;
  return a + (b - a) * (rank - low);
}
