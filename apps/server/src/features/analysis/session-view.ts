import { combinedResultSchema, type AnalysisSession, type CombinedResult } from '@rehearse/contract/analysis-api';
import type { SessionListRow } from './analysis-session-repository.ts';
import type { DuplicatePlace } from './duplicate-names.ts';

// A completed session's summary never changes, and lists re-read the same ones again and again
// (dashboard, list, polling); validating each once keeps list pages cheap (it was a third of one).
const SUMMARY_MEMO_SIZE = 5_000;
const parsedSummaries = new Map<string, CombinedResult | null>();

/** The stored summary, or null when absent or not the contract's shape (an older row, say). */
export function parseSummary(summary: string | null): CombinedResult | null {
  if (!summary) return null;
  const known = parsedSummaries.get(summary);
  if (known !== undefined) return known;
  const parsed = validSummary(summary);
  if (parsedSummaries.size >= SUMMARY_MEMO_SIZE) parsedSummaries.delete(parsedSummaries.keys().next().value ?? '');
  parsedSummaries.set(summary, parsed);
  return parsed;
}

function validSummary(summary: string): CombinedResult | null {
  try {
    const parsed = combinedResultSchema.safeParse(JSON.parse(summary));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A session row as the API answers it (session id, status, category, names, duplicates, times, scores). */
export function sessionView(row: SessionListRow, place: DuplicatePlace): AnalysisSession {
  return {
    session_id: row.session_id,
    status: row.status,
    category: row.category,
    display_name: row.display_name,
    duplicate_index: place.duplicate_index,
    total_duplicates: place.total_duplicates,
    start_time: row.start_time,
    end_time: row.end_time,
    video_upload:
      row.video_upload_id !== null && row.original_filename !== null ? { id: row.video_upload_id, original_filename: row.original_filename } : null,
    combined_result: row.status === 'completed' ? parseSummary(row.summary) : null,
    stage: row.stage,
    progress: Number(row.progress),
    error: row.error,
  };
}
