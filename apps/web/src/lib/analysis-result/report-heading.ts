import type { AnalysisDetailResponse } from '@rehearse/contract/analysis-api';
import { localTitle } from '../local-title.ts';
import { buildReportJson } from './report-json.ts';
import type { ResultView } from './result-view.ts';

/** What a downloaded report is headed with: the analysis's name and the date it was made. */
export interface ReportHeading {
  name: string;
  at: Date;
}

/**
 * The uploaded file's name, else the title the page shows (a mock interview has no file: its title, never its id), and
 * the time the analysis was made, not the time of the download — the report is about the interview.
 */
export function reportHeading(detail: Pick<AnalysisDetailResponse, 'session' | 'unique_display_name'>, originalName: string | null): ReportHeading {
  const { session } = detail;
  return {
    name: originalName || localTitle(detail.unique_display_name || session.display_name),
    at: new Date(session.end_time ?? session.start_time),
  };
}

/**
 * The report every download of an analysis saves (JSON, PDF, print), on its page and on its list card alike: headed
 * by `reportHeading`, so the two never name or date the same analysis differently.
 */
export function reportOfAnalysis(detail: Pick<AnalysisDetailResponse, 'session' | 'unique_display_name'>, originalName: string | null, view: ResultView) {
  const { name, at } = reportHeading(detail, originalName);
  return { name, json: buildReportJson({ filename: name, view, now: at }) };
}
