import { describe, expect, it } from 'vitest';
import { analysisResultSchema } from '@rehearse/contract/analysis-result';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { buildMockReport, weightedMean, withDeletedRecordings } from './mock-report.ts';

const q = (key: string): MockQuestion => ({ key, text: `Question ${key}`, competency: 'teamwork', target_time: 60, tips: 'tip' });
const STAR_ANSWER =
  'At my last job our release was late. I was responsible for the test plan. I wrote new tests and I paired with two developers. As a result we shipped on time and bugs fell by 30 percent.';

describe('buildMockReport', () => {
  const short = sampleAnalysisResult({ overall_score: 60, audio: { metrics: { speaking_pace: 100, filler_words: 2 } }, quality: { media_duration: 30 }, transcript: { text: STAR_ANSWER, words: [] } });
  const long = sampleAnalysisResult({ overall_score: 90, audio: { metrics: { speaking_pace: 160, filler_words: 5 } }, quality: { media_duration: 90 } });
  const report = buildMockReport(
    [
      { question: q('a'), answer: { skipped: false, durationSec: 30, result: short, error: null } },
      { question: q('b'), answer: { skipped: true, durationSec: null, result: null, error: null } },
      { question: q('c'), answer: { skipped: false, durationSec: 90, result: long, error: null } },
      { question: q('d'), answer: { skipped: false, durationSec: 40, result: null, error: 'Not a video' } },
      { question: q('e'), answer: null },
    ],
    'mock-1',
  );

  it('is a valid analysis result with one question entry per question, in order', () => {
    expect(analysisResultSchema.parse(report).questions?.map((x) => x.question_key)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('weights the overall figures by duration over the analysed answers and sums counts', () => {
    expect(report.overall_score).toBe(82.5); // (60·30 + 90·90) / 120
    expect(report.audio.metrics.speaking_pace).toBe(145);
    expect(report.audio.metrics.filler_words).toBe(7);
    expect(report.quality.media_duration).toBe(120);
  });

  it('gives skipped and unanswered questions null metrics, never zeros', () => {
    for (const key of ['b', 'e']) {
      const entry = report.questions!.find((x) => x.question_key === key)!;
      expect(entry).toMatchObject({ skipped: true, duration_sec: null, speaking_pace: null, filler_words: null, eye_contact: null, score: null, star_status: 'skipped', recording_url: null });
    }
  });

  it('keeps a recorded answer whose analysis failed as not skipped, with null metrics and the reason', () => {
    expect(report.questions![3]).toMatchObject({ skipped: false, duration_sec: 40, score: null, analysis_error: 'Not a video', recording_url: '/api/mock/media/mock-1/d' });
  });

  it('checks STAR on each transcript', () => {
    const a = report.questions![0]!;
    expect(a.star_status).toBe('checked');
    expect(a.star.result.evidence).toContain('As a result');
    expect(report.questions![2]!.star_status).toBe('not_enough_speech');
  });

  it('links no recording the retention sweep deleted, says so, and keeps the measurements', () => {
    const swept = buildMockReport([{ question: q('a'), answer: { skipped: false, durationSec: 30, result: short, error: null, recordingDeleted: true } }], 'm');
    expect(swept.questions![0]).toMatchObject({ recording_url: null, recording_deleted: true, score: 60 });
    const later = withDeletedRecordings(report, new Set(['a', 'b']));
    expect(later.questions![0]).toMatchObject({ recording_url: null, recording_deleted: true, score: 60, speaking_pace: 100 });
    expect(later.questions![1]).toEqual(report.questions![1]);
    expect(later.questions![2]!.recording_url).toBe('/api/mock/media/mock-1/c');
    expect(later.overall_score).toBe(report.overall_score);
    expect(analysisResultSchema.safeParse(later).success).toBe(true);
  });

  it('answers nulls, not zeros, when nothing was analysed', () => {
    const empty = buildMockReport([{ question: q('a'), answer: { skipped: true, durationSec: null, result: null, error: null } }], 'm');
    expect(empty.overall_score).toBeNull();
    expect(empty.audio.metrics.speaking_pace).toBeNull();
    expect(analysisResultSchema.safeParse(empty).success).toBe(true);
  });
});

describe('weightedMean', () => {
  it('skips missing values instead of counting them as 0', () => {
    expect(weightedMean([{ value: 50, weight: 1 }, { value: null, weight: 100 }])).toBe(50);
    expect(weightedMean([{ value: null, weight: 1 }])).toBeNull();
  });
});
