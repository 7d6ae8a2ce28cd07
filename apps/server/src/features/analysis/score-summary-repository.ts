import type { AnalysisSummaryResponse } from '@rehearse/contract/analysis-summary';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

export type ScoreSummary = Omit<AnalysisSummaryResponse, 'status'>;

/**
 * The user's analysis count and the mean and best overall score of their completed analyses whose overall is
 * complete, counted in the database; completed ones whose overall lacks a part are counted apart (decision 050).
 */
export class ScoreSummaryRepository {
  constructor(private readonly database: Database) {}

  async forUser(userId: string): Promise<ScoreSummary> {
    const { db, dialect } = this.database;
    // The overall score and its makeup live in the summary JSON text (the contract's CombinedResult). A summary without
    // a makeup (none after migration 024) is read as summaryOverallMakeup reads it: complete with audio and content.
    const score =
      dialect === 'postgres'
        ? sql<number | null>`cast(cast(summary as json)->>'overall_score' as double precision)`
        : sql<number | null>`json_extract(summary, '$.overall_score')`;
    const complete =
      dialect === 'postgres'
        ? sql<boolean>`coalesce(cast(summary as json)->'overall_makeup'->>'complete', case when cast(summary as json)->>'audio_score' is not null and cast(summary as json)->'content'->>'score' is not null then 'true' else 'false' end) = 'true'`
        : sql<boolean>`coalesce(json_extract(summary, '$.overall_makeup.complete'), json_extract(summary, '$.audio_score') is not null and json_extract(summary, '$.content.score') is not null) = 1`;
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
