/**
 * What the answer said weighs most, then how it sounded, then how it looked (docs/SCORING.md §Overall, decision 050):
 * in Naim et al. (2015) prosodic and lexical features carried most of the predictive weight for interview ratings and
 * facial features little, and HireVue dropped facial analysis in 2021 because visual analysis "no longer significantly
 * added value" once the language was known.
 */
export const OVERALL_WEIGHTS = { video: 0.2, audio: 0.3, content: 0.5 } as const;

export interface ComponentWeights {
  video: number;
  audio: number;
  /** Present only when the content score was measured and joined the overall. */
  content?: number;
}

/**
 * The weights the overall score used: OVERALL_WEIGHTS renormalised over the parts that were measured
 * (a part without a score weighs 0; content, unmeasured, is left out); all 0 when none was. Whether an overall made
 * without a part may stand beside complete ones is overall-makeup.ts's question, not this one's.
 */
export function overallWeights(measured: { video: boolean; audio: boolean; content?: boolean }): ComponentWeights {
  const video = measured.video ? OVERALL_WEIGHTS.video : 0;
  const audio = measured.audio ? OVERALL_WEIGHTS.audio : 0;
  const content = measured.content ? OVERALL_WEIGHTS.content : 0;
  const total = video + audio + content;
  if (total === 0) return { video: 0, audio: 0 };
  const weights: ComponentWeights = { video: video / total, audio: audio / total };
  return measured.content ? { ...weights, content: content / total } : weights;
}

/**
 * The weights as whole percents that add up to 100 (largest remainder): an audio-only overall reads 38 % and 62 %, not
 * 38 % and 63 %. Parts weighing 0 stay 0; `content` only when it joined.
 */
export function weightPercents(weights: ComponentWeights): ComponentWeights {
  const keys = (['video', 'audio', 'content'] as const).filter((k) => weights[k] !== undefined);
  // Rounded to 1e-6 first, so a half (0.3 / 0.8 = 37.5 %) is a half and not float noise either side of one.
  const exact = keys.map((k) => ({ k, value: Math.round((weights[k] ?? 0) * 1e8) / 1e6 }));
  const total = Math.round(exact.reduce((s, e) => s + e.value, 0));
  const floors = exact.map((e) => ({ ...e, whole: Math.floor(e.value + 1e-9) }));
  let left = total - floors.reduce((s, e) => s + e.whole, 0);
  for (const e of [...floors].sort((a, b) => b.value - Math.floor(b.value + 1e-9) - (a.value - Math.floor(a.value + 1e-9)))) {
    if (left <= 0) break;
    e.whole += 1;
    left -= 1;
  }
  const out: ComponentWeights = { video: 0, audio: 0 };
  for (const e of floors) out[e.k] = e.whole;
  return out;
}
