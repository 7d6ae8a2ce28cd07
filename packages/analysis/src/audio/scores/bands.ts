/**
 * A score band: (measurement, score) corners joined by straight lines, flat beyond the first and last corner.
 * Every sub-score is one or more of these; the corners are listed, with their sources, in docs/SCORING-audio.md.
 */
export type Band = readonly (readonly [number, number])[];

export function scoreOnBand(value: number, band: Band): number {
  const first = band[0];
  const last = band.at(-1);
  if (!first || !last) throw new Error('a band needs at least one corner');
  if (value <= first[0]) return first[1];
  if (value >= last[0]) return last[1];
  for (let i = 1; i < band.length; i++) {
    const [x1, y1] = band[i] ?? last;
    const [x0, y0] = band[i - 1] ?? first;
    if (value <= x1) return y0 + ((y1 - y0) * (value - x0)) / (x1 - x0);
  }
  return last[1];
}

/** Weighted mean of the parts that could be measured (weights renormalised); null when none could. */
export function weightedMean(parts: readonly { score: number | null; weight: number }[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const { score, weight } of parts) {
    if (score === null) continue;
    sum += score * weight;
    weights += weight;
  }
  return weights > 0 ? roundScore(sum / weights) : null;
}

export function roundScore(score: number): number {
  return Math.round(Math.max(0, Math.min(100, score)) * 10) / 10;
}
