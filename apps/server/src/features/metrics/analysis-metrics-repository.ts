import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/** The analyses read at scrape time: from the database, so every instance reports the whole installation, workers included. */
export class AnalysisMetricsRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async countByStatus(): Promise<Array<{ status: string; count: number }>> {
    const rows = await this.db
      .selectFrom('analysis_sessions')
      .select(['status', (eb) => eb.fn.countAll<string | number>().as('count')])
      .groupBy('status')
      .execute();
    return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
  }

  /** Wall time ÷ media time of the latest completed analyses (start to end, queue wait included). */
  async recentDurationRatios(limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('analysis_sessions')
      .innerJoin('video_uploads', 'video_uploads.id', 'analysis_sessions.video_upload_id')
      .select(['analysis_sessions.start_time', 'analysis_sessions.end_time', 'video_uploads.duration'])
      .where('analysis_sessions.status', '=', 'completed')
      .where('analysis_sessions.end_time', 'is not', null)
      .where('video_uploads.duration', '>', 0)
      .orderBy('analysis_sessions.end_time', 'desc')
      .limit(limit)
      .execute();
    return rows
      .map((row) => (new Date(row.end_time!).getTime() - new Date(row.start_time).getTime()) / 1000 / Number(row.duration))
      .filter((ratio) => Number.isFinite(ratio) && ratio >= 0);
  }
}
