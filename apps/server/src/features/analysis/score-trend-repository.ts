import { combinedResultSchema } from '@rehearse/contract/analysis-api';
import { TREND_POINTS, type TrendPoint } from '@rehearse/contract/analysis-trend';
import { summaryOverallMakeup } from '@rehearse/contract/overall-makeup-of';
import { uniqueDisplayName } from '@rehearse/contract/unique-display-name';
import type { AnalysisDb } from './analysis-tables.ts';
import { DUPLICATE_INDEX, placeOf, TOTAL_DUPLICATES } from './analysis-session-repository.ts';

/** The scores of the user's latest completed analyses, oldest first, read from their summaries (never the full results). */
export class ScoreTrendRepository {
  constructor(private readonly db: AnalysisDb) {}

  async forUser(userId: string, limit = TREND_POINTS): Promise<TrendPoint[]> {
    const rows = await this.db
      .selectFrom('analysis_sessions as s')
      .select(['s.session_id', 's.display_name', 's.start_time', 's.summary'])
      .select([TOTAL_DUPLICATES.as('total_duplicates'), DUPLICATE_INDEX.as('duplicate_index')])
      .where('s.user_id', '=', userId)
      .where('s.origin', '=', 'own')
      .where('s.status', '=', 'completed')
      .where('s.summary', 'is not', null)
      .orderBy('s.start_time', 'desc')
      .orderBy('s.session_id', 'desc')
      .limit(limit)
      .execute();
    return rows.flatMap((row): TrendPoint[] => {
      const summary = combinedResultSchema.safeParse(parsed(row.summary));
      if (!summary.success) return [];
      const s = summary.data;
      return [
        {
          session_id: row.session_id,
          // The name its detail page shows ('talk.mp4 (2)').
          display_name: uniqueDisplayName(row.display_name, placeOf(row)),
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
