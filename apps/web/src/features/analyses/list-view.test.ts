import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { completedSession } from '../../test-kit/analysis-sessions.ts';
import { fullAnalysisPath, listErrorMessage, processingSeconds, recordingSeconds, visibleSessions } from './list-view.ts';

const make = (id: string, patch: Partial<AnalysisSession>): AnalysisSession => ({
  session_id: id,
  status: 'completed',
  category: 'video_upload',
  display_name: id,
  duplicate_index: 0,
  total_duplicates: 1,
  start_time: '2026-11-20T10:00:00.000Z',
  end_time: null,
  video_upload: null,
  combined_result: null,
  stage: 'done',
  progress: 100,
  error: null,
  ...patch,
});

const judged = (score: number) => ({
  status: 'judged' as const,
  note: null,
  engine: 'test',
  score,
  parts: { structure: score, specifics: score, ownership: score, hedging: score, repetition: score, length: score, relevance: null, vocabulary: score },
  findings: [],
  structure: null,
});
/** A complete overall (content judged) of `s`; with `content: false`, a delivery-only one. */
const withScore = (s: number, { content = true } = {}): Partial<AnalysisSession> => ({
  combined_result: completedSession('x', 1, { overall_score: s, ...(content ? { content: judged(50) } : {}) }).combined_result,
});

describe('analyses list view', () => {
  const list = [
    make('beta', { start_time: '2026-11-21T10:00:00.000Z', ...withScore(50) }),
    make('Alpha', { start_time: '2026-11-19T10:00:00.000Z', ...withScore(90) }),
    make('gamma', { status: 'in_progress', start_time: '2026-11-22T10:00:00.000Z' }),
    make('delta', { status: 'failed' }),
  ];

  it('filters by status, Processing covering every unfinished state', () => {
    expect(visibleSessions(list, 'processing', 'date').map((s) => s.session_id)).toEqual(['gamma']);
    expect(visibleSessions(list, 'failed', 'date').map((s) => s.session_id)).toEqual(['delta']);
    expect(visibleSessions(list, 'all', 'date')).toHaveLength(4);
  });

  it('sorts by date newest, score highest, name A-Z', () => {
    expect(visibleSessions(list, 'all', 'date').map((s) => s.session_id)).toEqual(['gamma', 'beta', 'delta', 'Alpha']);
    expect(visibleSessions(list, 'completed', 'score').map((s) => s.session_id)).toEqual(['Alpha', 'beta']);
    expect(visibleSessions([make('none', {}), ...list.slice(0, 2), make('zero', withScore(0))], 'all', 'score').map((s) => s.session_id)).toEqual(['Alpha', 'beta', 'zero', 'none']);
    expect(visibleSessions(list, 'all', 'name').map((s) => s.session_id)).toEqual(['Alpha', 'beta', 'delta', 'gamma']);
  });

  it('ranks an overall that lacks a part after every complete one, however high it reads', () => {
    const deliveryOnly = make('delivery-only', withScore(95, { content: false }));
    expect(visibleSessions([deliveryOnly, ...list], 'completed', 'score').map((s) => s.session_id)).toEqual(['Alpha', 'beta', 'delivery-only']);
  });

  it('maps errors to the spec messages', () => {
    expect(listErrorMessage(new ApiError(401, 'x'))).toBe('Authentication failed. Please log in again.');
    expect(listErrorMessage(new ApiError(404, 'x'))).toBe('API endpoint not found. Please check the backend configuration.');
    expect(listErrorMessage(new ApiError(0, 'x'))).toBe('Error connecting to server');
    expect(listErrorMessage(new ApiError(500, ''))).toBe('Failed to fetch analyses');
    expect(listErrorMessage(new Error('boom'))).toBe('Failed to fetch analyses');
  });

  it('reads the recording length from the result, not the time the analysis took', () => {
    expect(recordingSeconds({ combined_result: null })).toBeNull();
    const summary = { media_duration: 45.2 } as unknown as NonNullable<AnalysisSession['combined_result']>;
    expect(recordingSeconds({ combined_result: summary })).toBe(45.2);
  });

  it('computes the processing time and the full-analysis path', () => {
    expect(processingSeconds({ start_time: '2026-11-20T10:00:00.000Z', end_time: '2026-11-20T10:01:05.400Z' })).toBe(65.4);
    expect(processingSeconds({ start_time: '2026-11-20T10:00:00.000Z', end_time: null })).toBeNull();
    expect(processingSeconds({ start_time: '2026-11-20T10:00:00.000Z', end_time: '2026-11-20T10:00:00.200Z', category: 'mock_interview' })).toBeNull();
    // Two uploads of one file name each open themselves: by session id, never by name.
    expect(fullAnalysisPath({ session_id: 's1' })).toBe('/analysis/s1');
    expect(fullAnalysisPath({ session_id: 'a/b c' })).toBe('/analysis/a%2Fb%20c');
  });
});
