import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { AnalysisSessions } from '../../shared/analysis-sessions.ts';
import { MockAnswerRepository } from './mock-answer-repository.ts';
import { MockAttemptRepository } from './mock-attempt-repository.ts';
import { MockCountedAttemptRepository } from './mock-counted-attempt-repository.ts';
import { MockRecordingRepository } from './mock-recording-repository.ts';
import { MockSessionRepository } from './mock-session-repository.ts';
import { mockDb, type MockDb } from './mock-tables.ts';

/** The mock feature's repositories, injected into each step of the service. */
export interface MockRepositories {
  db: MockDb;
  sessions: MockSessionRepository;
  answers: MockAnswerRepository;
  attempts: MockAttemptRepository;
  /** Migration 026: which attempt of a retaken question counts, when the user chose one. */
  counted: MockCountedAttemptRepository;
  recordings: MockRecordingRepository;
  /** The analysis feature's store (port): every recorded answer's and attempt's analysis, and each finished interview's report. */
  analyses: AnalysisSessions;
}

/** The repositories over the app's database seen as the mock feature's tables. */
export function createMockRepositories(database: Kysely<DatabaseSchema>, analyses: AnalysisSessions): MockRepositories {
  const db = mockDb(database);
  return {
    db,
    analyses,
    sessions: new MockSessionRepository(db, analyses),
    answers: new MockAnswerRepository(db, analyses),
    attempts: new MockAttemptRepository(db, analyses),
    counted: new MockCountedAttemptRepository(db),
    recordings: new MockRecordingRepository(db),
  };
}
