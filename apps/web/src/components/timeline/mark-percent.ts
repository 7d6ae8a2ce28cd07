/**
 * Where `seconds` sits along a timeline running from `start` to `end`, as a percentage of its width,
 * clamped to 0–100: a comment after the last measurement sits at the end, never off the chart.
 */
export function markPercent(seconds: number, start: number, end: number): number {
  if (!(end > start)) return 0;
  const percent = ((seconds - start) / (end - start)) * 100;
  return Math.min(100, Math.max(0, percent));
}
