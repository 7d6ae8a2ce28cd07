import type { MockAnswers, MockPosting, MockQuestion } from '@rehearse/contract/mock-interview';
import type { MockRepositories } from './mock-repositories.ts';
import type { MockSessionAccess } from './mock-session-access.ts';
import type { MockSessionRow } from './mock-session-repository.ts';
import { answersView } from './mock-view.ts';

export interface SessionState {
  questions: MockQuestion[];
  answers: MockAnswers;
  posting: MockPosting | null;
}

/** What every step answers about a session: its questions, its answers as the API shows them, its posting. */
export async function loadSessionState(repos: Pick<MockRepositories, 'answers' | 'attempts' | 'counted'>, access: MockSessionAccess, row: MockSessionRow): Promise<SessionState> {
  const questions = access.questions(row);
  const posting = access.posting(row);
  const [answers, attempts, counted] = await Promise.all([repos.answers.listForSession(row.id), repos.attempts.listForSession(row.id), repos.counted.forSession(row.id)]);
  return { questions, answers: answersView(answers, attempts, questions, counted), posting };
}
