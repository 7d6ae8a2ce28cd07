/** A 0–1 fraction as a whole percentage: 0.384 → '38%'. */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** A number with at most `digits` decimals, trailing zeros dropped: 4.0 → '4', 4.25 → '4.3' (digits 1). */
export function formatDecimal(value: number, digits = 1): string {
  const scale = 10 ** digits;
  return String(Math.round(value * scale) / scale);
}

/** A count with its noun in the right number: (1, 'pause') → '1 pause', (3, 'pause') → '3 pauses'. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
