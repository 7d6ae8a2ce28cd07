import { combinedResultSchema } from '@rehearse/contract/analysis-api';
import { TREND_POINTS, type TrendPoint } from '@rehearse/contract/analysis-trend';
import { summaryOverallMakeup } from '@rehearse/contract/overall-makeup-of';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.ts';

/** The scores of the user's latest completed analyses, oldest first, read from their summaries (never the full results). */
export class ScoreTrendRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async forUser(userId: string, limit = TREND_POINTS): Promise<TrendPoint[]> {
    const rows = await this.db
      .selectFrom('analysis_sessions')
      .select(['session_id', 'display_name', 'start_time', 'summary'])
      .where('user_id', '=', userId)
      .where('status', '=', 'completed')
      .where('summary', 'is not', null)
      .orderBy('start_time', 'desc')
      .orderBy('session_id', 'desc')
      .limit(limit)
      .execute();
    return rows.flatMap((row): TrendPoint[] => {
      const summary = combinedResultSchema.safeParse(parsed(row.summary));
      if (!summary.success) return [];
      const s = summary.data;
      return [
        {
          session_id: row.session_id,
          display_name: row.display_name,
          start_time: row.start_time,
          overall_score: s.overall_score,
          overall_complete: s.overall_score !== null && summaryOverallMakeup(s).complete,
          video_score: s.video_score,
          audio_score: s.audio_score,
          content_score: s.content?.score ?? null,
        },
      ];
    }).reverse();
  }
}

function parsed(text: string | null): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
