import { combinedResultSchema } from '@rehearse/contract/analysis-api';
import type { OverallMakeup } from '@rehearse/contract/overall-makeup';
import { summaryOverallMakeup } from '@rehearse/contract/overall-makeup-of';
import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database.ts';
import { readStoredJson } from './stored-json.ts';

/**
 * The overall score in an analysis session's `summary` (the contract's CombinedResult as JSON text), and whether that
 * overall is complete (decision 050), as SQL: what averages and counts over many sessions are computed from. A
 * summary without a makeup (none after migration 024) is read as summaryOverallMakeup reads it: complete with audio
 * and content.
 */
export function summaryOverallSql(dialect: Dialect): { score: RawBuilder<number | null>; complete: RawBuilder<boolean> } {
  if (dialect === 'postgres') {
    return {
      score: sql<number | null>`cast(cast(summary as json)->>'overall_score' as double precision)`,
      complete: sql<boolean>`coalesce(cast(summary as json)->'overall_makeup'->>'complete', case when cast(summary as json)->>'audio_score' is not null and cast(summary as json)->'content'->>'score' is not null then 'true' else 'false' end) = 'true'`,
    };
  }
  return {
    score: sql<number | null>`json_extract(summary, '$.overall_score')`,
    complete: sql<boolean>`coalesce(json_extract(summary, '$.overall_makeup.complete'), json_extract(summary, '$.audio_score') is not null and json_extract(summary, '$.content.score') is not null) = 1`,
  };
}

/** What a stored summary's overall is made of; null without a readable summary. */
export function summaryOverallMakeupOf(summaryJson: string | null): OverallMakeup | null {
  if (!summaryJson) return null;
  const summary = readStoredJson(summaryJson, combinedResultSchema);
  return summary.readable ? summaryOverallMakeup(summary.value) : null;
}
