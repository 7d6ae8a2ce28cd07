import type { AnalysisSummaryResponse } from '@rehearse/contract/analysis-summary';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type ScoreSummary = Omit<AnalysisSummaryResponse, 'status'>;

/** The user's analysis count and the mean and best overall score of their completed analyses, counted in the database. */
export class ScoreSummaryRepository {
  constructor(private readonly database: Database) {}

  async forUser(userId: string): Promise<ScoreSummary> {
    const { db, dialect } = this.database;
    // The overall score lives in the summary JSON text (the contract's CombinedResult); null when unmeasured.
    const score =
      dialect === 'postgres'
        ? sql<number | null>`cast(cast(summary as json)->>'overall_score' as double precision)`
        : sql<number | null>`json_extract(summary, '$.overall_score')`;
    const scored = sql<number | null>`case when status = 'completed' then ${score} end`;
    const row = await db
      .selectFrom('analysis_sessions')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.count<number | string>(scored).as('scored'),
        eb.fn.avg<number | string | null>(scored).as('average'),
        eb.fn.max<number | string | null>(scored).as('best'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      scored: Number(row.scored),
      average_score: row.average === null ? null : Number(row.average),
      best_score: row.best === null ? null : Number(row.best),
    };
  }
}
