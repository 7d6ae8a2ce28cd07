import { reportFileTexts } from '@rehearse/analysis';
import { audioReportFileName, VIDEO_REPORT_FILE } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';

/** The full result, for downloads beside the two files the detail screen reads. */
export const FULL_REPORT_FILE = 'analysis.json';

export interface ReportFile {
  name: string;
  text: string;
}

/**
 * The report files an analysis of an upload offers for download: the engine's two (video part and audio part, names
 * the screens look for) and the full result. They are made from the stored result each time one is asked for and never
 * stored, so they always agree with the result (a speaker correction rewrites only the result).
 */
export function sessionReportFiles(resultJson: string, sessionId: string): ReportFile[] {
  const result = JSON.parse(resultJson) as AnalysisResult;
  return [...reportFileTexts(result, sessionId), { name: FULL_REPORT_FILE, text: `${JSON.stringify(result, null, 2)}\n` }];
}

/** The names of `sessionReportFiles`, without making the files. */
export function sessionReportNames(sessionId: string): string[] {
  return [VIDEO_REPORT_FILE, audioReportFileName(sessionId), FULL_REPORT_FILE];
}

/** One report file of `sessionReportFiles`, or null for a name it does not make. */
export function sessionReportFile(resultJson: string, sessionId: string, name: string): ReportFile | null {
  if (!sessionReportNames(sessionId).includes(name)) return null;
  return sessionReportFiles(resultJson, sessionId).find((file) => file.name === name) ?? null;
}
