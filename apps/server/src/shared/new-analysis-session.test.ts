import { describe, expect, it } from 'vitest';
import { newAnalysisSessionRow } from './new-analysis-session.ts';

const begun = { sessionId: 's1', userId: 'u1', displayName: 'answer.mp4', startedAt: '2026-11-25T10:00:00.000Z' };

describe('newAnalysisSessionRow', () => {
  it('starts an upload’s analysis queued, empty, with its requested types once each', () => {
    const row = newAnalysisSessionRow({ ...begun, videoUploadId: 'up1', category: 'video_upload', status: 'queued', stage: 'queued', analysisTypes: ['video', 'llm', 'video'] });
    expect(row).toEqual({
      session_id: 's1',
      user_id: 'u1',
      video_upload_id: 'up1',
      category: 'video_upload',
      origin: 'own',
      display_name: 'answer.mp4',
      status: 'queued',
      stage: 'queued',
      progress: 0,
      error: null,
      start_time: '2026-11-25T10:00:00.000Z',
      end_time: null,
      result: null,
      summary: null,
      report_files: null,
      created_at: '2026-11-25T10:00:00.000Z',
      analysis_types: '["video","llm"]',
    });
  });

  it('keeps no types when none were asked for (a mock interview’s analysis)', () => {
    const row = newAnalysisSessionRow({ ...begun, videoUploadId: null, category: 'mock_interview', status: 'processing', stage: 'audio' });
    expect(row.analysis_types).toBeNull();
    expect(row.video_upload_id).toBeNull();
  });
});
