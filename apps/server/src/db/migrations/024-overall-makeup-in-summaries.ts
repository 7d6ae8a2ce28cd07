import { combinedResultSchema, type CombinedResult } from '@rehearse/contract/analysis-api';
import { analysisResultSchema } from '@rehearse/contract/analysis-result';
import { overallMakeupOf, summaryOverallMakeup } from '@rehearse/contract/overall-makeup-of';
import type { Kysely } from 'kysely';

/** Rows read at a time: a result holds a transcript and a timeline, so a page stays small. */
const PAGE = 100;

/**
 * Writes `overall_makeup` into the summary of every completed analysis that has none (decision 050), so lists, the
 * dashboard and compare can keep incomplete overalls apart, the dashboard in SQL. Nothing is re-scored: the overall and
 * `scoring_version` stay as they were scored, only what the overall is made of is recorded. The makeup is derived by
 * the contract's overallMakeupOf, the same rule the engine now applies, from the stored full result; a result that no
 * longer parses is read from its summary alone.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists at that point in history
export async function up(db: Kysely<any>): Promise<void> {
  let after = '';
  for (;;) {
    const rows: { session_id: string; result: string | null; summary: string | null }[] = await db
      .selectFrom('analysis_sessions')
      .select(['session_id', 'result', 'summary'])
      .where('status', '=', 'completed')
      .where('summary', 'is not', null)
      .where('session_id', '>', after)
      .orderBy('session_id')
      .limit(PAGE)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const summary = withMakeup(row.result, row.summary);
      if (summary) await db.updateTable('analysis_sessions').set({ summary: JSON.stringify(summary) }).where('session_id', '=', row.session_id).execute();
    }
    after = rows.at(-1)!.session_id;
  }
}

/** The summary with its makeup; null when it has one already or is not a summary at all (left as it is). */
export function withMakeup(resultText: string | null, summaryText: string | null): CombinedResult | null {
  const summary = combinedResultSchema.safeParse(parsed(summaryText));
  if (!summary.success || summary.data.overall_makeup) return null;
  const result = analysisResultSchema.safeParse(parsed(resultText));
  return { ...summary.data, overall_makeup: result.success ? overallMakeupOf(result.data) : summaryOverallMakeup(summary.data) };
}

function parsed(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
