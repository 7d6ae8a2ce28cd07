import { combined, deltaBic, type VoiceStatistics } from './voice-statistics.ts';

/**
 * BIC penalty weight λ. 1 is the theoretical value; correlated MFCC frames inflate the likelihood term, so a larger
 * λ keeps one voice from splitting by what it says. Tuned on the fixtures (docs/decisions/032-speaker-turns.md): with
 * MAX_EFFECTIVE_FRAMES 700, λ from 5 to 6 separates the two-voice interview and keeps every one-voice recording whole.
 */
export const BIC_LAMBDA = 5.5;

/**
 * Bottom-up clustering: every piece starts as its own voice; the two voices with the lowest ΔBIC merge while that
 * ΔBIC is negative (one Gaussian describes them better than two, after the penalty). Returns a voice index per
 * piece, numbered 0.. in order of first appearance.
 */
export function clusterVoices(pieces: readonly VoiceStatistics[], lambda = BIC_LAMBDA): number[] {
  const clusters: (VoiceStatistics | null)[] = [...pieces];
  const owner = pieces.map((_, i) => i);
  const distance: number[][] = pieces.map((a, i) => pieces.map((b, j) => (j > i ? deltaBic(a, b, lambda) : Infinity)));
  for (;;) {
    let best = { value: 0, i: -1, j: -1 };
    for (let i = 0; i < clusters.length; i++) {
      if (!clusters[i]) continue;
      for (let j = i + 1; j < clusters.length; j++) {
        const value = distance[i]?.[j] ?? Infinity;
        if (clusters[j] && value < best.value) best = { value, i, j };
      }
    }
    if (best.i < 0) break;
    const merged = combined(clusters[best.i]!, clusters[best.j]!);
    clusters[best.i] = merged;
    clusters[best.j] = null;
    owner.forEach((o, p) => {
      if (o === best.j) owner[p] = best.i;
    });
    for (let k = 0; k < clusters.length; k++) {
      const other = clusters[k];
      if (!other || k === best.i) continue;
      const value = deltaBic(merged, other, lambda);
      if (k < best.i) distance[k]![best.i] = value;
      else distance[best.i]![k] = value;
    }
  }
  return renumbered(owner);
}

/** Voice indices 0, 1, … in order of first appearance. */
export function renumbered(labels: readonly number[]): number[] {
  const order = new Map<number, number>();
  return labels.map((label) => {
    if (!order.has(label)) order.set(label, order.size);
    return order.get(label)!;
  });
}
