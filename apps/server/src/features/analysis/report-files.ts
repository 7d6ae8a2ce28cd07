import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeReportFiles } from '@rehearse/analysis';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';

/** The full result, for downloads beside the two files the detail screen reads. */
export const FULL_REPORT_FILE = 'analysis.json';

/** The engine's two report files (video part and audio part, names the screens look for) plus the full result; answers their names. */
export async function writeSessionReports(result: AnalysisResult, dir: string, sessionId: string): Promise<string[]> {
  const names = await writeReportFiles(result, dir, sessionId);
  await writeFile(join(dir, FULL_REPORT_FILE), `${JSON.stringify(result, null, 2)}\n`);
  return [...names, FULL_REPORT_FILE];
}
