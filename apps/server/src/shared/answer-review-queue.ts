/**
 * Asks for the rubric and 'Your answer, rebuilt' of a completed analysis's judged answers (port): the whole recording
 * of an upload, each question of an uploaded interview, or one mock answer with the question it answers. The
 * answer-review feature queues it durably on the job queue and writes the model's review into the analysis's result
 * later; the analysis is complete without it.
 */
export interface AnswerReviewQueue {
  enqueue(analysisId: string, question: string | null): Promise<void>;
}
