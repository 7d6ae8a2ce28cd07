import type { MockSessionResponse } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { followFailed, followed, followingStalled, reportSettled } from './completion-polling.ts';

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

describe('following the completion screen', () => {
  it('counts only polls that showed nothing new, and resets on any answer or report progress', () => {
    let f = followed(undefined, session(10, report(0)));
    expect(f.pollsWithoutProgress).toBe(0);
    f = followed(f, session(10, report(0)));
    f = followed(f, session(10, report(0)));
    expect(f.pollsWithoutProgress).toBe(2);
    f = followed(f, session(40, report(0)));
    expect(f.pollsWithoutProgress).toBe(0);
    f = followed(followed(f, session(40, report(0))), session(40, report(50)));
    expect(f.pollsWithoutProgress).toBe(0);
  });

  it('counts a failed poll against the budget and keeps what was shown', () => {
    const f = followFailed(followed(undefined, session(10, null)));
    expect(f.pollsWithoutProgress).toBe(1);
    expect(f.data.answers.a?.analysis?.progress).toBe(10);
  });

  it('stops at the budget', () => {
    let f = followed(undefined, session(10, null));
    for (let i = 0; i < 29; i += 1) f = followed(f, session(10, null));
    expect(followingStalled(f, 30)).toBe(false);
    expect(followingStalled(followed(f, session(10, null)), 30)).toBe(true);
    expect(followingStalled(undefined, 30)).toBe(false);
  });

  it('knows when the report has an outcome', () => {
    expect(reportSettled(session(100, report(100, 'completed')))).toBe(true);
    expect(reportSettled(session(100, report(60, 'failed')))).toBe(true);
    expect(reportSettled(session(100, report(60)))).toBe(false);
    expect(reportSettled(session(100, null))).toBe(false);
    expect(reportSettled(undefined)).toBe(false);
  });
});
