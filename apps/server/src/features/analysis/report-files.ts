import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { audioReportFileName, VIDEO_REPORT_FILE } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';

/** The full result, for downloads beside the two files the detail screen reads. */
export const FULL_REPORT_FILE = 'analysis.json';

/** Writes the report files of spec §7 (video part, audio part) and the full result into `dir`; answers their names. */
export async function writeReportFiles(result: AnalysisResult, dir: string, sessionId: string): Promise<string[]> {
  const files: Array<[string, unknown]> = [
    [VIDEO_REPORT_FILE, result.video],
    [audioReportFileName(sessionId), result.audio],
    [FULL_REPORT_FILE, result],
  ];
  for (const [name, body] of files) await writeFile(join(dir, name), `${JSON.stringify(body, null, 2)}\n`);
  return files.map(([name]) => name);
}
