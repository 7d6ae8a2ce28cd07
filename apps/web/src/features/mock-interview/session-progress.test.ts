import type { MockSessionResponse } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { progressMarkOf, reportSettled } from './session-progress.ts';

type Data = MockSessionResponse['data'];

function session(answerProgress: number, report: Data['analysis']): Data {
  return {
    session: { id: 's', status: 'completed', created_at: '2026-01-01T00:00:00Z', completed_at: '2026-01-01T00:05:00Z', analysis_session_id: 'an', set_id: 'behavioural', question_count: 10 },
    questions: [],
    job_description: null,
    answers: { a: { skipped: false, notes: '', duration_sec: 9, media_url: 'k', analysis: { status: 'processing', progress: answerProgress, error: null } } },
    current_index: 0,
    summary: null,
    analysis: report,
  };
}
const report = (progress: number, status: 'processing' | 'completed' | 'failed' = 'processing') => ({ session_id: 'an', status, progress, error: null });

describe('the progress of a mock interview', () => {
  it('moves with any answer’s analysis or the report, and not otherwise', () => {
    const mark = progressMarkOf(session(10, report(0)));
    expect(progressMarkOf(session(10, report(0)))).toBe(mark);
    expect(progressMarkOf(session(40, report(0)))).not.toBe(mark);
    expect(progressMarkOf(session(10, report(50)))).not.toBe(mark);
    expect(progressMarkOf(session(10, report(0, 'failed')))).not.toBe(mark);
  });

  it('knows when the report has an outcome', () => {
    expect(reportSettled(session(100, report(100, 'completed')))).toBe(true);
    expect(reportSettled(session(100, report(60, 'failed')))).toBe(true);
    expect(reportSettled(session(100, report(60)))).toBe(false);
    expect(reportSettled(session(100, null))).toBe(false);
    expect(reportSettled(undefined)).toBe(false);
  });
});
