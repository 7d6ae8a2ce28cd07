/** Texts of the question-by-question list of a recording with an interviewer, for the engine and the report. */

/** The heading of the candidate's speech before the interviewer's first question (`interview_opening`). */
export const INTERVIEW_OPENING_TITLE = 'Before the first question';

/** Under a question the candidate did not answer: the next question came first, or — for the last — the recording ended. */
export function noAnswerText({ last }: { last: boolean }): string {
  return last ? 'No answer before the recording ended.' : 'No answer before the next question.';
}
