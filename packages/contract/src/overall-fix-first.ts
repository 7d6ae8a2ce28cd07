import type { FixFirst, MissingPart, OverallPart } from './overall-makeup.ts';
import type { ComponentWeights } from './overall-weights.ts';

/** A missing part is fixed in this order: without audio there is no content either, and content outweighs video. */
const MISSING_ORDER: readonly OverallPart[] = ['audio', 'content', 'video'];
/** Between parts holding back the same points, the heavier one (overall-weights.ts) comes first. */
const TIE_ORDER: readonly OverallPart[] = ['content', 'audio', 'video'];

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The missing parts in the order they are to be fixed. */
export function inFixOrder(missing: readonly MissingPart[]): MissingPart[] {
  return [...missing].sort((a, b) => MISSING_ORDER.indexOf(a.part) - MISSING_ORDER.indexOf(b.part));
}

/**
 * Which part to work on first: a part that could not be judged (an overall without it is not an overall), else the
 * measured part that holds the overall back by the most points — its weight × (100 − its score), so a low score that
 * weighs little can come after a middling one that weighs much. Null when nothing holds it back.
 */
export function fixFirst(scores: Record<OverallPart, number | null>, weights: ComponentWeights, missing: readonly MissingPart[]): FixFirst | null {
  const gap = inFixOrder(missing)[0];
  if (gap) return { part: gap.part, score: null, points: null };
  const weightOf = (part: OverallPart): number => (part === 'content' ? (weights.content ?? 0) : weights[part]);
  const held = TIE_ORDER.flatMap((part) => {
    const score = scores[part];
    const weight = weightOf(part);
    return score === null || weight <= 0 ? [] : [{ part, score, points: round1(weight * (100 - score)) }];
  });
  const most = held.reduce<(typeof held)[number] | null>((best, h) => (best === null || h.points > best.points ? h : best), null);
  return most && most.points > 0 ? most : null;
}
