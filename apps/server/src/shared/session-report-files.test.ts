import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { FULL_REPORT_FILE, sessionReportFile, sessionReportFiles, sessionReportNames } from './session-report-files.ts';

describe('session report files', () => {
  const result = sampleAnalysisResult();
  const json = JSON.stringify(result);

  it('names the files it makes, without making them', () => {
    expect(sessionReportFiles(json, 's-1').map((file) => file.name)).toEqual(sessionReportNames('s-1'));
  });

  it('makes the full report from the stored result, and the engine files from its parts', () => {
    const full = sessionReportFile(json, 's-1', FULL_REPORT_FILE);
    expect(JSON.parse(full?.text ?? 'null')).toEqual(result);
    const video = sessionReportFile(json, 's-1', 'video_analysis.json');
    expect(JSON.parse(video?.text ?? 'null')).toMatchObject({ performance_score: result.video.performance_score });
  });

  it('makes nothing for a name outside its list', () => {
    expect(sessionReportFile(json, 's-1', '../secret.json')).toBeNull();
  });
});
