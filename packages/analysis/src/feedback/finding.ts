/**
 * One observation of a feedback rule. `strength` and `improvement` are about the delivery; `unmeasured` says what
 * could not be measured and why (it is listed with the improvements, before them when it blocks more); `note` says
 * what kind of recording this is when that is nobody's fault (an audio-only phone interview): it is told in the summary,
 * never listed as something to improve and never given an action step.
 */
export interface Finding {
  kind: 'strength' | 'improvement' | 'unmeasured' | 'note';
  /** Ordering key, larger first: how far the measurement lies outside its band (or, for a strength, inside it). */
  weight: number;
  /** A few words for the summary, with the number: 'pace 142 WPM'. */
  headline: string;
  /** The sentence shown as a strength or improvement, citing its evidence. */
  text: string;
  /** The action-plan step (improvements and unmeasured only). */
  strategy?: string;
  /** A one-line recommendation for the insights (a note is not one: it is told in the summary only). */
  recommendation: string;
}
