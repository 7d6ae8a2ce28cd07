// The answer-review feature's public entry: the durable job that writes each judged answer's rubric and rebuilt answer.
export { ANSWER_REVIEW_JOB, answerReviewQueue } from './answer-review-job.ts';
export { createAnswerReviewRuntime, type AnswerReviewRuntime } from './answer-review-runtime.ts';
