import { TYPED_CONTENT_NOT_JUDGED } from '@rehearse/contract/mock-typed-answer';
import { TYPED_ANSWER_MAX_CHARS } from '@rehearse/contract/typed-answer';

const charCount = TYPED_ANSWER_MAX_CHARS.toLocaleString('en-US');

/** The mock interview screen's and report's texts for typed answers. */
export const TYPED_ANSWER_TEXTS = {
  open: 'Type your answer instead',
  close: 'Back to recording',
  label: 'Your answer',
  hint: 'Write it as you would say it. It is judged on what it says only: a typed answer has no video or audio scores and does not count in the overall score.',
  counter: (length: number): string => `${length.toLocaleString('en-US')} / ${charCount} characters`,
  save: 'Save typed answer',
  replaces: 'Saving replaces this question’s current answer.',
  saved: 'Typed answer saved',
  saveFailed: 'Failed to save typed answer',
  /** The mark on a typed answer wherever it is shown. */
  badge: 'Typed, content only',
  progress: 'Typed',
  /** The completion screen's line for a typed answer. */
  contentScore: (score: string): string => `Typed, content ${score}`,
  reportNote: 'Typed instead of recorded: judged on its content only. It has no video or audio scores and is not part of the overall score.',
  textHeading: 'Your typed answer',
  feedbackTitle: 'Feedback on your typed answer',
  /** In place of a typed answer's findings when it had too few words to judge; `counts`: ' (3 words; 20 needed)' or ''. */
  tooShort: (counts: string): string => `Too short to judge${counts}. ${TYPED_CONTENT_NOT_JUDGED.fix}`,
} as const;
