import type { AnalysisSummaryResponse } from '@rehearse/contract/analysis-summary';
import { sql } from 'kysely';
import type { Dialect } from '../../db/database.ts';
import { summaryOverallSql } from '../../db/summary-overall.ts';
import type { AnalysisDb } from './analysis-tables.ts';

export type ScoreSummary = Omit<AnalysisSummaryResponse, 'status'>;

/**
 * The user's analysis count and the mean and best overall score of their completed analyses whose overall is
 * complete, counted in the database; completed ones whose overall lacks a part are counted apart (decision 050).
 */
export class ScoreSummaryRepository {
  constructor(private readonly database: { db: AnalysisDb; dialect: Dialect }) {}

  async forUser(userId: string): Promise<ScoreSummary> {
    const { db, dialect } = this.database;
    const { score, complete } = summaryOverallSql(dialect);
    const scored = sql<number | null>`case when status = 'completed' and ${complete} then ${score} end`;
    const incomplete = sql<number | null>`case when status = 'completed' and not (${complete}) then ${score} end`;
    const row = await db
      .selectFrom('analysis_sessions')
      .select((eb) => [
        eb.fn.countAll<number | string>().as('total'),
        eb.fn.count<number | string>(scored).as('scored'),
        eb.fn.count<number | string>(incomplete).as('incomplete'),
        eb.fn.avg<number | string | null>(scored).as('average'),
        eb.fn.max<number | string | null>(scored).as('best'),
      ])
      .where('user_id', '=', userId)
      .where('origin', '=', 'own')
      .executeTakeFirstOrThrow();
    return {
      total: Number(row.total),
      scored: Number(row.scored),
      incomplete: Number(row.incomplete),
      average_score: row.average === null ? null : Number(row.average),
      best_score: row.best === null ? null : Number(row.best),
    };
  }
}
