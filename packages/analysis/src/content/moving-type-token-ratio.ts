/** The window of the moving-average type-token ratio (Covington & McFall 2010): short, since an answer is 100–250 words. */
export const MATTR_WINDOW = 50;

/**
 * Moving-average type-token ratio: the share of distinct words in every window of MATTR_WINDOW consecutive words,
 * averaged. Unlike the plain distinct-word ratio it does not fall as an answer grows longer. Null for fewer words
 * than one window.
 */
export function movingTypeTokenRatio(tokens: readonly string[], window = MATTR_WINDOW): number | null {
  if (tokens.length < window) return null;
  const counts = new Map<string, number>();
  const add = (t: string, d: number) => {
    const n = (counts.get(t) ?? 0) + d;
    if (n === 0) counts.delete(t);
    else counts.set(t, n);
  };
  tokens.slice(0, window).forEach((t) => add(t, 1));
  let sum = counts.size / window;
  for (let i = window; i < tokens.length; i += 1) {
    add(tokens[i]!, 1);
    add(tokens[i - window]!, -1);
    sum += counts.size / window;
  }
  return sum / (tokens.length - window + 1);
}
