import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AnalysisSessions } from '../../shared/analysis-sessions.ts';
import { withAnalysisStates, type AnswerAnalysisState } from './answer-analysis-state.ts';
import { listStoredRecordingsBefore, markRecordingDeleted, namedRecordings, type StoredRecording } from './recording-statements.ts';
import type { MockAnswersTable, MockDb } from './mock-tables.ts';
import { mockSessionTopic, progressSignals } from '../../shared/progress-signals.ts';

export type MockAnswerRow = Omit<Selectable<MockAnswersTable>, 'skipped'> & { skipped: boolean } & AnswerAnalysisState;

export interface SavedAnswer {
  sessionId: string;
  questionKey: string;
  skipped: boolean;
  notes: string;
  durationSec: number | null;
  mediaKey: string | null;
  at: string;
  /** The attempt this answer is (1 unless the question was retaken). */
  attempt?: number;
  /** An answer typed instead of recorded: its text and the JSON of its judged content; it has nothing to analyse. */
  typed?: { text: string; content: string };
}

/** The analysis feature's store of every recording's analysis (port), as the answer rows use it. */
export type AnswerAnalyses = Pick<AnalysisSessions, 'create' | 'statesOf' | 'listUnfinishedIds' | 'deleteMany'>;

/** SQL for `mock_answers`; callers check session ownership first. A recorded answer's analysis lives in the analysis store. */
export class MockAnswerRepository {
  constructor(
    private readonly db: MockDb,
    private readonly analyses: AnswerAnalyses,
  ) {}

  /**
   * Saves (or replaces) the answer to a question; a recorded answer gets a new, queued analysis. The analysis of the
   * recording it replaces goes, unless an earlier attempt (a retake) keeps it.
   */
  async save(answer: SavedAnswer, db: MockDb = this.db): Promise<void> {
    const previous = await db
      .selectFrom('mock_answers')
      .select('analysis_session_id')
      .where('session_id', '=', answer.sessionId)
      .where('question_key', '=', answer.questionKey)
      .executeTakeFirst();
    const analysisSessionId = answer.mediaKey ? await this.beginAnalysis(answer, db) : null;
    const values = {
      skipped: answer.skipped ? 1 : 0,
      notes: answer.notes,
      duration_sec: answer.durationSec,
      media_key: answer.mediaKey,
      media_deleted_at: null,
      analysis_session_id: analysisSessionId,
      updated_at: answer.at,
      attempt: answer.attempt ?? 1,
      typed_text: answer.typed?.text ?? null,
      typed_content: answer.typed?.content ?? null,
    };
    await db
      .insertInto('mock_answers')
      .values({ session_id: answer.sessionId, question_key: answer.questionKey, ...values })
      .onConflict((oc) => oc.columns(['session_id', 'question_key']).doUpdateSet(values))
      .execute();
    const replaced = previous?.analysis_session_id;
    if (replaced) {
      const kept = await db.selectFrom('mock_answer_attempts').select('attempt').where('analysis_session_id', '=', replaced).executeTakeFirst();
      if (!kept) await this.analyses.deleteMany([replaced], db);
    }
    progressSignals.publish(mockSessionTopic(answer.sessionId));
  }

  /** A queued analysis (origin 'mock_answer') of the answer's recording, owned by the session's user; answers its id. */
  private async beginAnalysis(answer: SavedAnswer, db: MockDb): Promise<string> {
    const owner = await db.selectFrom('mock_sessions').select('user_id').where('id', '=', answer.sessionId).executeTakeFirstOrThrow();
    const sessionId = randomUUID();
    await this.analyses.create(
      {
        sessionId,
        userId: owner.user_id,
        videoUploadId: null,
        category: 'mock_interview',
        displayName: answer.questionKey,
        status: 'queued',
        stage: 'queued',
        startedAt: answer.at,
        origin: 'mock_answer',
      },
      db,
    );
    return sessionId;
  }

  async listForSession(sessionId: string): Promise<MockAnswerRow[]> {
    const rows = await this.db.selectFrom('mock_answers').selectAll().where('session_id', '=', sessionId).execute();
    return withAnalysisStates(rows.map(normalise), this.analyses);
  }

  async find(sessionId: string, questionKey: string): Promise<MockAnswerRow | null> {
    const row = await this.db
      .selectFrom('mock_answers')
      .selectAll()
      .where('session_id', '=', sessionId)
      .where('question_key', '=', questionKey)
      .executeTakeFirst();
    return row ? ((await withAnalysisStates([normalise(row)], this.analyses))[0] ?? null) : null;
  }

  /** The answer whose recording `analysisId` analyses, as stored (no analysis state); null when none does now. */
  async findByAnalysis(analysisId: string): Promise<Omit<MockAnswerRow, keyof AnswerAnalysisState> | null> {
    const row = await this.db.selectFrom('mock_answers').selectAll().where('analysis_session_id', '=', analysisId).executeTakeFirst();
    return row ? normalise(row) : null;
  }

  /**
   * Writes a typed answer's reviewed content, only while the question's answer is still that typed text (a newer
   * answer, typed or recorded, wins over a late review); false when it was replaced.
   */
  async replaceTypedContent(sessionId: string, questionKey: string, text: string, content: string): Promise<boolean> {
    const result = await this.db
      .updateTable('mock_answers')
      .set({ typed_content: content })
      .where('session_id', '=', sessionId)
      .where('question_key', '=', questionKey)
      .where('typed_text', '=', text)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Recordings still stored that were saved before `before` (ISO time), oldest first: a batch of the retention sweep. */
  listStoredRecordingsBefore(before: string, limit: number): Promise<StoredRecording[]> {
    return listStoredRecordingsBefore(this.db, 'mock_answers', before, limit);
  }

  /** Records that the recording at `mediaKey` was deleted; false when it was recorded again meanwhile. */
  markRecordingDeleted(sessionId: string, questionKey: string, mediaKey: string, at: string): Promise<boolean> {
    return markRecordingDeleted(this.db, 'mock_answers', { session_id: sessionId, question_key: questionKey, media_key: mediaKey }, at);
  }

  /** Which of `keys` an answer names as its recording. */
  namedRecordings(keys: readonly string[]): Promise<Set<string>> {
    return namedRecordings(this.db, 'mock_answers', keys);
  }

  /** Recorded answers whose analysis has not ended (restart recovery). */
  async listUnanalysed(): Promise<Array<{ session_id: string; question_key: string }>> {
    const unfinished = await this.analyses.listUnfinishedIds('mock_answer');
    const rows: Array<{ session_id: string; question_key: string }> = [];
    for (let i = 0; i < unfinished.length; i += 500) {
      rows.push(
        ...(await this.db
          .selectFrom('mock_answers')
          .select(['session_id', 'question_key'])
          .where('analysis_session_id', 'in', unfinished.slice(i, i + 500))
          .execute()),
      );
    }
    return rows;
  }
}

function normalise(row: Selectable<MockAnswersTable>): Omit<MockAnswerRow, keyof AnswerAnalysisState> {
  return {
    ...row,
    skipped: Boolean(Number(row.skipped)),
    duration_sec: row.duration_sec === null ? null : Number(row.duration_sec),
    attempt: Number(row.attempt),
  };
}
