/** How often an answer speaks of 'I' and of 'we' (first-person singular and plural forms). */
export interface PronounBalance {
  i: number;
  we: number;
}

const SINGULAR = new Set(['i', 'me', 'my', 'myself', 'mine', "i'm", "i've", "i'd", "i'll"]);
const PLURAL = new Set(['we', 'us', 'our', 'ours', 'ourselves', "we're", "we've", "we'd", "we'll"]);

export function pronounBalance(text: string): PronounBalance {
  const words = text.toLowerCase().replace(/[’`]/g, "'").match(/[a-z']+/g) ?? [];
  return { i: words.filter((w) => SINGULAR.has(w)).length, we: words.filter((w) => PLURAL.has(w)).length };
}

/** At least three 'we' and at most one 'I' for every four: the answer hides the speaker's own part. */
export function speaksOnlyOfWe(balance: PronounBalance): boolean {
  return balance.we >= 3 && balance.i * 4 <= balance.we;
}
