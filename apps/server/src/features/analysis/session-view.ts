import { LRUCache } from 'lru-cache';
import { combinedResultSchema, type AnalysisSession, type CombinedResult } from '@rehearse/contract/analysis-api';
import type { SessionListRow } from './analysis-session-repository.ts';
import type { DuplicatePlace } from '@rehearse/contract/unique-display-name';

// A completed session's summary never changes, and lists re-read the same ones again and again
// (dashboard, list, polling); each is validated once and kept as the JSON the API writes for it
// (usually the stored text itself), which lists splice in and single reads parse.
const summaryJsons = new LRUCache<string, string>({
  max: 5_000,
  memoMethod: (summary) => {
    const written = JSON.stringify(validSummary(summary));
    return written === summary ? summary : written;
  },
});

/** The stored summary as the API writes it: the contract's shape as JSON, or 'null' when absent or invalid. */
function summaryJson(summary: string | null): string {
  return summary ? summaryJsons.memo(summary) : 'null';
}

/** The stored summary, or null when absent or not the contract's shape (an older row, say). */
export function parseSummary(summary: string | null): CombinedResult | null {
  return JSON.parse(summaryJson(summary)) as CombinedResult | null;
}

function validSummary(summary: string): CombinedResult | null {
  try {
    const parsed = combinedResultSchema.safeParse(JSON.parse(summary));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The view's fields before `combined_result`, in the order the API writes them. */
function viewHead(row: SessionListRow, place: DuplicatePlace) {
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
  };
}

/** The view's fields after `combined_result`. */
function viewTail(row: SessionListRow) {
  return { stage: row.stage, progress: Number(row.progress), error: row.error };
}

/** A session row as the API answers it (session id, status, category, names, duplicates, times, scores). */
export function sessionView(row: SessionListRow, place: DuplicatePlace): AnalysisSession {
  return { ...viewHead(row, place), combined_result: row.status === 'completed' ? parseSummary(row.summary) : null, ...viewTail(row) };
}

/**
 * `JSON.stringify(sessionView(row, place))`, written with the summary's JSON kept from its first
 * validation: the summaries are most of a list's bytes, and serialising them again was the largest
 * part of writing a list page.
 */
export function sessionViewJson(row: SessionListRow, place: DuplicatePlace): string {
  const result = row.status === 'completed' ? summaryJson(row.summary) : 'null';
  return `${JSON.stringify(viewHead(row, place)).slice(0, -1)},"combined_result":${result},${JSON.stringify(viewTail(row)).slice(1)}`;
}
