/**
 * A band score: 0 at or outside `zeroBelow`/`zeroAbove`, 1 inside [fullFrom, fullTo], linear between.
 * Every video scoring band in docs/SCORING-video.md is one of these.
 */
export interface Band {
  zeroBelow: number;
  fullFrom: number;
  fullTo: number;
  zeroAbove: number;
}

export function trapezoidScore(value: number, band: Band): number {
  if (value >= band.fullFrom && value <= band.fullTo) return 1;
  if (value < band.fullFrom) {
    if (value <= band.zeroBelow) return 0;
    return (value - band.zeroBelow) / (band.fullFrom - band.zeroBelow);
  }
  if (value >= band.zeroAbove) return 0;
  return (band.zeroAbove - value) / (band.zeroAbove - band.fullTo);
}
