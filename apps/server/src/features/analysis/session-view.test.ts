import { describe, expect, it } from 'vitest';
import type { SessionListRow } from './analysis-session-repository.ts';
import { completedAnalysisRows } from './analysis-test-kit.ts';
import { sessionView, sessionViewJson } from './session-view.ts';

const { session, upload } = completedAnalysisRows({ userId: 'u1', name: 'answer "one" – ünïcode\\.mp4', at: '2026-03-01T10:00:00.000Z', overall: 71 });
const completed: SessionListRow = {
  session_id: session.session_id,
  user_id: session.user_id,
  video_upload_id: session.video_upload_id,
  category: session.category,
  display_name: session.display_name,
  status: session.status,
  stage: session.stage,
  progress: session.progress,
  error: session.error,
  start_time: session.start_time,
  end_time: session.end_time,
  summary: session.summary,
  created_at: session.created_at,
  original_filename: upload.original_filename,
};
const place = { duplicate_index: 1, total_duplicates: 3 };

describe('sessionViewJson', () => {
  it('writes exactly what JSON.stringify(sessionView(…)) writes, for every kind of row', () => {
    const summary = JSON.parse(completed.summary!) as Record<string, unknown>;
    const rows: SessionListRow[] = [
      completed,
      // Stored keys in another order, and one the contract does not know: written as the contract orders and strips them.
      { ...completed, summary: JSON.stringify({ extra: 1, ...Object.fromEntries(Object.entries(summary).reverse()) }) },
      { ...completed, summary: '{"not":"a summary"}' },
      { ...completed, summary: 'not json' },
      { ...completed, summary: null },
      { ...completed, status: 'processing', stage: 'audio', progress: 40, end_time: null },
      { ...completed, status: 'failed', stage: 'audio', error: 'The recording has no "audio" track\n' },
      { ...completed, category: 'mock_interview', video_upload_id: null, original_filename: null },
      // PostgreSQL may answer integers as text.
      { ...completed, progress: '100' as unknown as number },
    ];
    for (const row of rows) expect(sessionViewJson(row, place)).toBe(JSON.stringify(sessionView(row, place)));
  });
});
