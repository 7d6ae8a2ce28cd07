import { downloadReportSchema } from '@rehearse/contract/analysis-api';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { describe, expect, it } from 'vitest';
import { reportFileName } from './report-filename.ts';
import { buildReportJson } from './report-json.ts';
import { toResultView } from './result-view.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('report JSON', () => {
  it('holds the result figures and feedback, with nulls kept', () => {
    const view = toResultView(
      sampleAnalysisResult({
        overall_score: 72.5,
        video: { performance_score: null, metrics: { average_posture_score: null } },
        llm_feedback: { strengths: ['Clear voice'], improvements: [], strategies: [] },
        insights: { summary: 'Solid answer.' },
      }),
    );
    const report = downloadReportSchema.parse(buildReportJson({ filename: 'me.mp4', view, now }));
    expect(report).toMatchObject({ filename: 'me.mp4', timestamp: '2026-11-22T10:00:00.000Z', overall_score: 72.5, video_score: null, analysis_summary: 'Solid answer.' });
    expect(report.video_metrics.average_posture_score).toBeNull();
    expect(report.audio_metrics.speaking_pace).toBe(130);
    expect(report.strengths).toEqual(['Clear voice']);
    // No invented feedback when the result has none.
    expect(report.improvements).toEqual([]);
    expect(report.strategies).toEqual([]);
  });

  it('holds the transcript as the result holds it: the text and every word with its times', () => {
    const words = [
      { word: 'I', start: 0.4, end: 0.5, confidence: 0.9 },
      { word: 'led', start: 0.5, end: 0.8, confidence: 0.8 },
    ];
    const view = toResultView(sampleAnalysisResult({ transcript: { text: 'I led', words } }));
    const report = downloadReportSchema.parse(buildReportJson({ filename: 'me.mp4', view, now }));
    expect(report.transcript).toEqual({ text: 'I led', words });
    // Every field the spec lists stays.
    for (const key of ['filename', 'timestamp', 'overall_score', 'video_score', 'audio_score', 'strengths', 'improvements', 'strategies', 'video_metrics', 'audio_metrics', 'analysis_summary']) {
      expect(report).toHaveProperty(key);
    }
  });

  it('says there is no transcript when nothing was recognised', () => {
    const view = toResultView(sampleAnalysisResult({ transcript: null }));
    expect(downloadReportSchema.parse(buildReportJson({ filename: 'a', view, now })).transcript).toBeNull();
  });

  it('summarises the scores when the result has no summary, saying what was not measured', () => {
    const view = toResultView(sampleAnalysisResult({ overall_score: 60, video: { performance_score: null }, audio: { performance_score: 60 }, insights: { summary: '' } }));
    expect(buildReportJson({ filename: 'a', view, now }).analysis_summary).toBe('Overall 60.0%; video not measured; audio 60.0%.');
  });

  it('names the file interview_analysis_{name}_{date}.json', () => {
    const local = new Date(2026, 10, 22, 9, 30);
    expect(reportFileName('my talk.mp4', local)).toBe('interview_analysis_my talk.mp4_2026-11-22.json');
    expect(reportFileName('a/b:c', local)).toBe('interview_analysis_a_b_c_2026-11-22.json');
  });
});
