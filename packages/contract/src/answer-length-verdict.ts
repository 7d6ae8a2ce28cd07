/** Within [SHORT, LONG] × the target time an answer's length is right; under SHORT it is short, past LONG long. */
export const TARGET_SHORT = 0.5;
export const TARGET_LONG = 1.35;

export type AnswerLengthVerdict = 'short' | 'within' | 'long';

/** An answer's length against its target time: the one rule the content's Length part and the Duration tile use. */
export function answerLengthVerdict(seconds: number, targetSeconds: number): AnswerLengthVerdict {
  const ratio = seconds / targetSeconds;
  return ratio < TARGET_SHORT ? 'short' : ratio > TARGET_LONG ? 'long' : 'within';
}
