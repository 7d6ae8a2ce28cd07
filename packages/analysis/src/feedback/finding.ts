/**
 * One observation of a feedback rule. `strength` and `improvement` are about the delivery; `unmeasured` says what
 * could not be measured and why (it is listed with the improvements, before them when it blocks more).
 */
export interface Finding {
  kind: 'strength' | 'improvement' | 'unmeasured';
  /** Ordering key, larger first: how far the measurement lies outside its band (or, for a strength, inside it). */
  weight: number;
  /** A few words for the summary, with the number: 'pace 142 WPM'. */
  headline: string;
  /** The sentence shown as a strength or improvement, citing its evidence. */
  text: string;
  /** The action-plan step (improvements and unmeasured only). */
  strategy?: string;
  /** A one-line recommendation for the insights. */
  recommendation: string;
}
