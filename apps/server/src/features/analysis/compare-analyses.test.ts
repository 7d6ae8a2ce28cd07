import { compareResponseSchema, type CombinedResult } from '@rehearse/contract/analysis-api';
import { describe, expect, it } from 'vitest';
import { compareAnalyses, compareMetric, type CompareInput } from './compare-analyses.ts';

function combined(overall: number, video: number, audio: number, eye: number, posture: number, timestamp: string): CombinedResult {
  return {
    video_score: video,
    audio_score: audio,
    video_performance_score: video,
    audio_performance_score: audio,
    overall_score: overall,
    overall_interview_score: overall,
    timestamp,
    results: {
      video: {
        performance_score: video,
        metrics: { face_detection_rate: 0.9, average_eye_contact_score: eye, average_posture_score: posture, average_engagement_score: 0.7 },
      },
      audio: { performance_score: audio },
      combined: { overall_interview_score: overall, timestamp, component_scores: { video_performance: video, audio_performance: audio } },
      final: { overall_score: overall },
    },
  };
}

function input(id: string, day: number, c: CombinedResult | null): CompareInput {
  const start = `2026-03-0${day}T10:00:00.000Z`;
  return { session_id: id, display_name: `${id}.mp4`, original_filename: `${id}.mp4`, start_time: start, combined: c };
}

// Given in request order newest-first, to check that improvement follows dates, not order.
const later = input('b', 5, combined(78, 85, 70, 0.82, 0.55, '2026-03-05T10:05:00.000Z'));
const earlier = input('a', 1, combined(62.5, 60, 66, 0.4, 0.6, '2026-03-01T10:05:00.000Z'));

describe('compareMetric', () => {
  it('keeps request order for scores and measures improvement from the oldest to the newest', () => {
    const overall = compareMetric([later, earlier], 'overall');
    expect(overall.scores).toEqual([78, 62.5]);
    expect(overall.first).toBe(62.5);
    expect(overall.last).toBe(78);
    expect(overall.improvement).toBe(15.5);
    expect(overall.best).toBe(78);
    expect(overall.average).toBe(70.25);
  });

  it('shows eye contact and posture as percents', () => {
    const eye = compareMetric([later, earlier], 'eye_contact');
    expect(eye.scores).toEqual([82, 40]);
    expect(eye.improvement).toBe(42);
  });

  it('skips unfinished analyses and has no improvement from a single value', () => {
    const m = compareMetric([later, input('c', 3, null)], 'overall');
    expect(m.scores).toEqual([78, null]);
    expect(m.improvement).toBeNull();
    expect(m.first).toBe(78);
  });
});

describe('compareAnalyses', () => {
  const response = compareAnalyses([later, earlier]);

  it('answers the contract shape', () => {
    expect(compareResponseSchema.parse(response)).toEqual(response);
    expect(response.basic_comparison).toBeUndefined();
  });

  it('keeps doing what is good in the latest analysis', () => {
    const keep = response.enhanced_features.personalized_exercises.keep_doing;
    expect(keep.some((s) => s.startsWith('Video performance is strong at 85.0%'))).toBe(true);
    expect(keep.some((s) => s.startsWith('Eye contact is strong at 82.0%'))).toBe(true);
    // Overall 78 is not good (< 80) but rose by 15.5 points.
    expect(keep.some((s) => s.startsWith('Overall score rose by 15.5 points to 78.0%'))).toBe(true);
  });

  it('improves next the weakest metrics of the latest analysis, weakest first, with their numbers', () => {
    const next = response.enhanced_features.personalized_exercises.improve_next;
    expect(next).toHaveLength(3);
    expect(next[0]).toMatch(/^Posture was 55\.0% in your latest analysis \(below 60\)/);
    expect(next[1]).toMatch(/^Audio performance was 70\.0%/);
    expect(next[2]).toMatch(/^Overall score was 78\.0%/);
  });

  it('summarises the trend from the numbers', () => {
    expect(response.ai_insights.summary).toContain('from 2026-03-01 to 2026-03-05');
    expect(response.ai_insights.summary).toContain('improved by 15.5 points (62.5% → 78.0%)');
    expect(response.ai_insights.summary).toContain('The biggest gain was eye contact (+42.0 points)');
    expect(response.ai_insights.summary).toContain('Posture fell by 5.0 points');
  });

  it('lists the analyses in request order with their summary scores', () => {
    expect(response.analyses.map((a) => a.session_id)).toEqual(['b', 'a']);
    expect(response.analyses[1]?.results.combined).toEqual({ timestamp: '2026-03-01T10:05:00.000Z', overall_interview_score: 62.5 });
  });

  it('falls back to a basic comparison with a reason when fewer than two are completed', () => {
    const partial = compareAnalyses([later, input('c', 3, null)]);
    expect(compareResponseSchema.safeParse(partial).success).toBe(true);
    expect(partial.basic_comparison).toEqual({ analyses_compared: 2, overall_scores: [78, null] });
    expect(partial.error).toMatch(/at least 2 completed analyses/);
    expect(partial.ai_insights.summary).toMatch(/no trend can be measured/);
  });
});
