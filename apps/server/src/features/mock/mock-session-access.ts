import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import type { MockPosting, MockQuestion } from '@rehearse/contract/mock-interview';
import type { Logger } from '../../logging/logger.ts';
import { MockProblem } from './mock-problem.ts';
import type { MockRepositories } from './mock-repositories.ts';
import type { MockSessionRow } from './mock-session-repository.ts';
import { storedPosting, storedQuestions, StoredSessionDataError } from './stored-session-data.ts';

/** The guards every step uses: a user reaches only their own sessions, and a session's stored JSON is read through the contract. */
export class MockSessionAccess {
  constructor(
    private readonly repos: Pick<MockRepositories, 'sessions'>,
    private readonly logger: Logger,
  ) {}

  async owned(userId: string, id: string): Promise<MockSessionRow> {
    const session = await this.repos.sessions.findOwned(userId, id);
    if (!session) throw new MockProblem(404, MOCK_SERVER_MESSAGES.sessionNotFound);
    return session;
  }

  async active(userId: string, id: string): Promise<MockSessionRow> {
    const session = await this.owned(userId, id);
    if (session.status !== 'active') throw new MockProblem(409, MOCK_SERVER_MESSAGES.sessionCompleted);
    return session;
  }

  /** The session's questions; a corrupt row is logged and answered 422 with a message, never a 500. */
  questions(session: MockSessionRow): MockQuestion[] {
    return this.readStored(() => storedQuestions(session));
  }

  posting(session: MockSessionRow): MockPosting | null {
    return this.readStored(() => storedPosting(session));
  }

  /** The question `questionKey` of the session, or 404. */
  questionOf(session: MockSessionRow, questionKey: string): MockQuestion {
    const question = this.questions(session).find((q) => q.key === questionKey);
    if (!question) throw new MockProblem(404, MOCK_SERVER_MESSAGES.unknownQuestion);
    return question;
  }

  private readStored<T>(read: () => T): T {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof StoredSessionDataError)) throw error;
      this.logger.error({ sessionId: error.sessionId, column: error.column }, 'mock session data unreadable');
      throw new MockProblem(422, MOCK_SERVER_MESSAGES.storedDataUnreadable);
    }
  }
}
