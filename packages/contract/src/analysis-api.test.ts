import { describe, expect, it } from 'vitest';
import { analysisSessionSchema, analysisUrls, COMPARE_MAX_ANALYSES, compareRequestSchema, startAnalysisRequestSchema } from './analysis-api.ts';
import { COMPARE_MESSAGES } from './analysis-constants.ts';

const session = {
  session_id: 's1',
  status: 'processing',
  category: 'video_upload',
  display_name: 'interview.mp4',
  duplicate_index: 0,
  total_duplicates: 1,
  start_time: '2026-11-22T10:00:00.000Z',
  end_time: null,
  video_upload: { id: 'u1', original_filename: 'interview.mp4' },
  combined_result: null,
  stage: 'audio',
  progress: 40,
  error: null,
};

describe('analysis API contract', () => {
  it('accepts a processing session without results and rejects an unknown status', () => {
    expect(analysisSessionSchema.safeParse(session).success).toBe(true);
    expect(analysisSessionSchema.safeParse({ ...session, status: 'done' }).success).toBe(false);
    expect(analysisSessionSchema.safeParse({ ...session, progress: 140 }).success).toBe(false);
  });

  it('needs at least two analyses to compare', () => {
    expect(compareRequestSchema.safeParse({ analysis_ids: ['a'] }).success).toBe(false);
    expect(compareRequestSchema.safeParse({ analysis_ids: ['a', 'b'] }).success).toBe(true);
  });

  it('compares at most 20 analyses, with ids of bounded length', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);
    expect(compareRequestSchema.safeParse({ analysis_ids: ids(COMPARE_MAX_ANALYSES) }).success).toBe(true);
    const tooMany = compareRequestSchema.safeParse({ analysis_ids: ids(COMPARE_MAX_ANALYSES + 1) });
    expect(tooMany.error?.issues[0]?.message).toBe(COMPARE_MESSAGES.selectAtMostTwenty);
    expect(compareRequestSchema.safeParse({ analysis_ids: ['a', 'x'.repeat(101)] }).success).toBe(false);
  });

  it('accepts only the four analysis types', () => {
    expect(startAnalysisRequestSchema.safeParse({ video_upload_id: 'u', analysis_types: ['video', 'llm'] }).success).toBe(true);
    expect(startAnalysisRequestSchema.safeParse({ video_upload_id: 'u', analysis_types: ['face'] }).success).toBe(false);
  });

  it('encodes file names and ids in URLs', () => {
    expect(analysisUrls.video('my interview#1.mp4')).toBe('/api/analysis/video/my%20interview%231.mp4/');
    expect(analysisUrls.reportFile('a/b', 'x y.json')).toBe('/api/analysis/reports/a%2Fb/files/x%20y.json');
  });
});
