/**
 * A voice as a diagonal Gaussian: per feature dimension, how many frames gave a value, their sum and sum of squares.
 * Counts are per dimension because pitch exists only on voiced frames while MFCCs exist on every frame.
 * Sufficient statistics merge by addition, which makes agglomerative clustering cheap.
 */
export interface VoiceStatistics {
  count: number[];
  sum: number[];
  sumSquares: number[];
}

export function emptyStatistics(dimensions: number): VoiceStatistics {
  return { count: Array(dimensions).fill(0), sum: Array(dimensions).fill(0), sumSquares: Array(dimensions).fill(0) };
}

/** Adds one frame; a null or NaN value means 'not measured on this frame' for that dimension. */
export function addFrame(statistics: VoiceStatistics, values: readonly (number | null)[]): void {
  values.forEach((value, d) => {
    if (value === null || Number.isNaN(value)) return;
    statistics.count[d] = (statistics.count[d] ?? 0) + 1;
    statistics.sum[d] = (statistics.sum[d] ?? 0) + value;
    statistics.sumSquares[d] = (statistics.sumSquares[d] ?? 0) + value * value;
  });
}

export function combined(a: VoiceStatistics, b: VoiceStatistics): VoiceStatistics {
  return {
    count: a.count.map((n, d) => n + (b.count[d] ?? 0)),
    sum: a.sum.map((s, d) => s + (b.sum[d] ?? 0)),
    sumSquares: a.sumSquares.map((s, d) => s + (b.sumSquares[d] ?? 0)),
  };
}

/** Variances below this are numerical noise (a constant dimension); flooring keeps log(variance) finite. */
const VARIANCE_FLOOR = 1e-4;

/** Dimensions need this many frames on both sides to take part in a comparison. */
const MIN_FRAMES_PER_DIMENSION = 5;

/**
 * Each side counts as at most this many frames (7 s of speech). MFCC frames 10 ms apart are far from independent, so
 * the likelihood term of ΔBIC grows with the amount of speech while the penalty grows only with its logarithm: two
 * long stretches of one voice saying different things then look like two voices. Capping the frames each side weighs
 * keeps the decision the same for a 30 s clip and a 30 min interview (measured: docs/decisions/032-speaker-turns.md).
 */
export const MAX_EFFECTIVE_FRAMES = 700;

/** The same mean and variance, weighed as at most `MAX_EFFECTIVE_FRAMES` frames. */
function capped(statistics: VoiceStatistics): VoiceStatistics {
  const factor = (d: number) => Math.min(1, MAX_EFFECTIVE_FRAMES / Math.max(1, statistics.count[d] ?? 0));
  return {
    count: statistics.count.map((n, d) => n * factor(d)),
    sum: statistics.sum.map((x, d) => x * factor(d)),
    sumSquares: statistics.sumSquares.map((x, d) => x * factor(d)),
  };
}

/**
 * ΔBIC of 'two voices' against 'one voice' (Chen & Gopalakrishnan 1998), per dimension of a diagonal Gaussian, each
 * side weighed as at most MAX_EFFECTIVE_FRAMES frames:
 *   ½·(N·log σ² − N₁·log σ₁² − N₂·log σ₂²) − λ·½·2·log N   (2 extra parameters a dimension: mean and variance).
 * Positive: the two are better described apart (different speakers); negative: one voice.
 */
export function deltaBic(whole1: VoiceStatistics, whole2: VoiceStatistics, lambda: number): number {
  const a = capped(whole1);
  const b = capped(whole2);
  let total = 0;
  for (let d = 0; d < a.count.length; d++) {
    const n1 = a.count[d] ?? 0;
    const n2 = b.count[d] ?? 0;
    if (n1 < MIN_FRAMES_PER_DIMENSION || n2 < MIN_FRAMES_PER_DIMENSION) continue;
    const n = n1 + n2;
    const logVariance = (count: number, sum: number, sumSquares: number) =>
      Math.log(Math.max(VARIANCE_FLOOR, sumSquares / count - (sum / count) ** 2));
    const whole = logVariance(n, (a.sum[d] ?? 0) + (b.sum[d] ?? 0), (a.sumSquares[d] ?? 0) + (b.sumSquares[d] ?? 0));
    const first = logVariance(n1, a.sum[d] ?? 0, a.sumSquares[d] ?? 0);
    const second = logVariance(n2, b.sum[d] ?? 0, b.sumSquares[d] ?? 0);
    total += 0.5 * (n * whole - n1 * first - n2 * second) - lambda * Math.log(n);
  }
  return total;
}
