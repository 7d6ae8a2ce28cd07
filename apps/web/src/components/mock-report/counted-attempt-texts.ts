/** What the interview screen and the report say about the attempt that counts. */
export const COUNTED_ATTEMPT_TEXTS = {
  counts: 'Counts',
  choose: 'Count this attempt',
  /** The button's accessible name: it starts with its visible words, so a voice user can say them (WCAG 2.5.3). */
  chooseLabel: (question: string, attempt: number): string => `Count this attempt: attempt ${attempt} of question ${question}`,
  note: (counted: number, latest: number, chosen: boolean): string =>
    counted === latest && !chosen ? `Attempt ${counted}, the latest, counts for this question.` : `Attempt ${counted}, your choice, counts for this question.`,
  saved: (attempt: number): string => `Attempt ${attempt} now counts`,
  failed: 'Failed to choose the attempt that counts',
} as const;
