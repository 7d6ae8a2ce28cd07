import { downloadReportSchema } from '@rehearse/contract/analysis-api';
import { describe, expect, it } from 'vitest';
import { defaultActionPlan, defaultImprovements, defaultStrengths } from './feedback-defaults.ts';
import { buildPrintableReportHtml } from './printable-report.ts';
import { reportFileName } from './report-filename.ts';
import { buildReportJson } from './report-json.ts';
import { audioFallbacks, mergeReportFiles, readResult } from './result-view.ts';

const full = {
  overall_score: 72.5,
  component_scores: { overall: 72.5, video: 70, audio: 75, video_performance: 70, audio_performance: 75, overall_interview_score: 72.5 },
  video: { performance_score: 70, metrics: { face_detection_rate: 0.98, average_eye_contact_score: 0.61, average_posture_score: null, average_engagement_score: 0.7 } },
  audio: {
    performance_score: 75,
    metrics: { speaking_pace: 131, filler_words: 4, duration: 62.4, word_count: 136, clarity_score: 80, tone_score: 70, volume_score: 85, confidence_score: 66, articulation_score: 77, fluency_score: 71 },
  },
  llm_feedback: { strengths: ['Steady pace (131 WPM)'], improvements: [], strategies: ['Pause instead of saying um'] },
  insights: { summary: 'Solid answer.', recommendations: ['Look at the lens'] },
  transcript: { text: 'um hello', words: [{ word: 'um', start: 0.2, end: 0.4, confidence: 0.9 }, { word: 'bad' }] },
  fillers: [{ word: 'um', start: 0.2, end: 0.4, method: 'transcript' }],
  timeline: [{ t: 0, face_present: true, eye_contact: 0.5, loudness_dbfs: -20 }],
};

describe('readResult', () => {
  it('reads scores, metrics, feedback and engine extras; keeps null metrics null', () => {
    const v = readResult(full);
    expect(v).not.toBeNull();
    expect(v?.overallScore).toBe(72.5);
    expect(v?.videoScore).toBe(70);
    expect(v?.videoScoreFromOverall).toBe(false);
    expect(v?.videoMetrics.average_posture_score).toBeNull();
    expect(v?.audioMetrics.speaking_pace).toBe(131);
    expect(v?.audioMetricsEstimated).toBe(false);
    expect(v?.strengths).toEqual(['Steady pace (131 WPM)']);
    expect(v?.strategies).toEqual(['Pause instead of saying um']);
    expect(v?.transcript?.words).toHaveLength(1);
    expect(v?.fillers[0]?.word).toBe('um');
  });

  it('finds values in the alternative places of spec §3', () => {
    const v = readResult({
      results: { final: { overall_score: 64, areas_for_improvement: ['Slow down'], improvement_strategies: ['Breathe'] }, audio: { performance_score: 50 } },
      feedback: { strengths: ['Clear voice'] },
    });
    expect(v?.overallScore).toBe(64);
    expect(v?.videoScore).toBe(64);
    expect(v?.videoScoreFromOverall).toBe(true);
    expect(v?.improvements).toEqual(['Slow down']);
    expect(v?.strategies).toEqual(['Breathe']);
    expect(v?.strengths).toEqual(['Clear voice']);
  });

  it('applies the §9 audio fallbacks only when the result has no audio metrics at all', () => {
    const v = readResult({ overall_score: 70, audio: { performance_score: 58 } });
    expect(v?.audioMetricsEstimated).toBe(true);
    expect(v?.audioMetrics).toEqual(audioFallbacks(58));
    expect(audioFallbacks(58)).toMatchObject({ speaking_pace: 120, filler_words: 3, duration: 60, word_count: 100, clarity_score: 53, tone_score: 50, volume_score: 55, confidence_score: 46, articulation_score: 60, fluency_score: 65 });
    const measured = readResult({ audio: { performance_score: 58, metrics: { speaking_pace: null } } });
    expect(measured?.audioMetricsEstimated).toBe(false);
    expect(measured?.audioMetrics.speaking_pace).toBeNull();
    expect(measured?.audioMetricsUnavailable).toBe(true);
  });

  it('returns null for data that is not an object', () => {
    expect(readResult('oops')).toBeNull();
    expect(readResult([1])).toBeNull();
    expect(readResult(null)).toBeNull();
  });

  it('merges report files into results as video and audio, main values first', () => {
    const merged = mergeReportFiles({ video: { performance_score: 70 } }, { performance_score: 10, frames_analyzed: 5 }, { performance_score: 40 });
    expect(merged).toEqual({ video: { performance_score: 70, frames_analyzed: 5 }, audio: { performance_score: 40 } });
    expect(mergeReportFiles('x', {}, {})).toBe('x');
  });
});

describe('feedback defaults (§9)', () => {
  it('generates strengths only above 70 video and improvements only below 60', () => {
    expect(defaultStrengths({ strengths: [], videoScore: 71 })).toHaveLength(2);
    expect(defaultStrengths({ strengths: [], videoScore: 70 })).toEqual([]);
    expect(defaultImprovements({ improvements: [], videoScore: 59 })).toHaveLength(2);
    expect(defaultImprovements({ improvements: [], videoScore: 60 })).toEqual([]);
    expect(defaultStrengths({ strengths: ['a'], videoScore: 90 })).toEqual(['a']);
  });

  it('picks the action plan by component, then overall score, else the generic 4 items', () => {
    const base = { strategies: [], videoScore: 90, audioScore: 90 };
    expect(defaultActionPlan({ ...base, videoScore: 50, overallScore: 90 })[0]).toMatch(/camera lens/);
    expect(defaultActionPlan({ ...base, audioScore: 50, overallScore: 90 })[0]).toMatch(/filler/);
    expect(defaultActionPlan({ ...base, overallScore: 65 })[0]).toMatch(/STAR/);
    expect(defaultActionPlan({ ...base, overallScore: 75 })[0]).toMatch(/Polish/);
    expect(defaultActionPlan({ ...base, overallScore: 85 })).toHaveLength(4);
  });
});

describe('report', () => {
  it('builds the spec §3 report JSON', () => {
    const view = readResult(full);
    if (!view) throw new Error('no view');
    const report = buildReportJson({ filename: 'me.mp4', view, now: new Date('2026-11-22T10:00:00Z') });
    expect(downloadReportSchema.parse(report)).toEqual(report);
    expect(Object.keys(report).sort()).toEqual(
      ['analysis_summary', 'audio_metrics', 'audio_score', 'filename', 'improvements', 'overall_score', 'strategies', 'strengths', 'timestamp', 'video_metrics', 'video_score'].sort(),
    );
    expect(report.analysis_summary).toBe('Solid answer.');
    expect(report.video_metrics.average_posture_score).toBeNull();
  });

  it('names the file interview_analysis_{name}_{date}.json', () => {
    const now = new Date(2026, 10, 22, 9, 30);
    expect(reportFileName('my talk.mp4', now)).toBe('interview_analysis_my talk.mp4_2026-11-22.json');
    expect(reportFileName('a/b:c', now)).toBe('interview_analysis_a_b_c_2026-11-22.json');
  });

  it('escapes user text in the printable report', () => {
    const view = readResult({ ...full, llm_feedback: { strengths: ['<script>x</script>'], improvements: [], strategies: [] } });
    if (!view) throw new Error('no view');
    const html = buildPrintableReportHtml(buildReportJson({ filename: 'a<b>.mp4', view, now: new Date() }));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('a&lt;b&gt;.mp4');
    expect(html).toContain('Insufficient data');
  });
});
