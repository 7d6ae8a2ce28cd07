import type { ColumnType, Generated, Kysely } from 'kysely';
import { narrowedDatabase } from '../../db/narrowed-database.ts';
import type { DatabaseSchema } from '../../db/schema.ts';
import type { QuestionSetId } from '@rehearse/contract/mock-question-sets';

/** Times are ISO-8601 UTC text, as in the other tables. */
export interface MockSessionsTable {
  id: string;
  user_id: string;
  status: 'active' | 'completed';
  /** JSON array of the drawn question keys, in the order asked. */
  question_keys: string;
  current_index: number;
  created_at: string;
  completed_at: string | null;
  /** JSON text of the contract's MockSummary, set at Finish. */
  summary: string | null;
  /** The analysis (category mock_interview) made at Finish. */
  analysis_session_id: string | null;
  /** Migration 020: the question set and length chosen. */
  set_id: Generated<QuestionSetId>;
  question_count: Generated<number>;
  /** Migration 020: JSON of the contract's MockQuestion[] as asked (follow-ups included); null in sessions made before. */
  questions: string | null;
  /** Migration 020: JSON of the contract's MockPosting; null without a posting. */
  job_description: string | null;
}

export interface MockAnswersTable {
  session_id: string;
  question_key: string;
  /** 0/1 (SQLite has no booleans; the repository turns it into a boolean). */
  skipped: number;
  notes: string;
  duration_sec: number | null;
  /** Object-store key of the recording (the spec's media_url); null when skipped. */
  media_key: string | null;
  /** When the retention sweep deleted the recording at `media_key`; the answer and its analysis stay. */
  media_deleted_at: string | null;
  /**
   * Migration 028: the analysis of the recording at `media_key` (origin 'mock_answer'), which holds its status,
   * progress, error and result; null when there is nothing to analyse (skipped or typed).
   */
  analysis_session_id: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: string;
  /** Migration 021: this attempt's number (1 until the question is retaken). */
  attempt: Generated<number>;
  /** Migration 025: the answer as typed instead of recorded; null for recorded and skipped answers. */
  typed_text: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 025: JSON of the contract's AnswerContent judged from `typed_text`. */
  typed_content: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 021: earlier attempts of a question, copied from `mock_answers` when it was retaken (with the analysis it points at). */
export type MockAnswerAttemptsTable = MockAnswersTable;

/** Migration 026: the attempt of a retaken question the user chose to count; without a row, the latest counts. */
export interface MockCountedAttemptsTable {
  session_id: string;
  question_key: string;
  attempt: number;
  chosen_at: string;
}

/** Every recording key presign handed out (migration 019): what the per-question quota counts. */
export interface MockRecordingsTable {
  key: string;
  session_id: string;
  question_key: string;
  created_at: string;
  /** When an upload to the key started; null until then, and again after a failed upload. */
  uploaded_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The recording's size once its upload succeeded (PostgreSQL answers a bigint as a string). */
  bytes: ColumnType<string | number | null, number | null | undefined, number | null>;
}

export interface MockTables {
  mock_sessions: MockSessionsTable;
  mock_answers: MockAnswersTable;
  mock_recordings: MockRecordingsTable;
  mock_answer_attempts: MockAnswerAttemptsTable;
  mock_counted_attempts: MockCountedAttemptsTable;
}

/** What the mock feature's repositories see: its own tables; analyses and credits come through the analysis feature's ports. */
export type MockDb = Kysely<MockTables>;

/** The app's database seen as the mock feature's tables. */
export function mockDb(db: Kysely<DatabaseSchema>): MockDb {
  return narrowedDatabase<MockTables>(db);
}
