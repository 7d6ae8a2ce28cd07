/**
 * Video and audio count equally: the spec presents them as the two halves of the performance; the answer's content,
 * where it could be judged, takes 30 % beside them (docs/SCORING.md §Overall).
 */
export const OVERALL_WEIGHTS = { video: 0.35, audio: 0.35, content: 0.3 } as const;

export interface ComponentWeights {
  video: number;
  audio: number;
  /** Present only when the content score was measured and joined the overall. */
  content?: number;
}

/**
 * The weights the overall score used: OVERALL_WEIGHTS renormalised over the parts that were measured
 * (a part without a score weighs 0; content, unmeasured, is left out); all 0 when none was.
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
