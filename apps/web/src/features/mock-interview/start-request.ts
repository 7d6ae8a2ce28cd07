import { MOCK_QUESTION_COUNT } from '@rehearse/contract/mock-constants';
import type { MockStartRequest } from '@rehearse/contract/mock-interview';
import { DEFAULT_QUESTION_SET, type QuestionSetId } from '@rehearse/contract/mock-question-sets';

export interface StartChoices {
  setId: QuestionSetId;
  questionCount: number;
  jobDescription: string;
}

export const DEFAULT_START_CHOICES: StartChoices = { setId: DEFAULT_QUESTION_SET, questionCount: MOCK_QUESTION_COUNT, jobDescription: '' };

/** The start screen's choices as POST /api/mock/start/ takes them: a blank posting is no posting. */
export function startRequestOf(choices: StartChoices): MockStartRequest {
  const posting = choices.jobDescription.trim();
  return { set_id: choices.setId, question_count: choices.questionCount, ...(posting ? { job_description: choices.jobDescription } : {}) };
}
