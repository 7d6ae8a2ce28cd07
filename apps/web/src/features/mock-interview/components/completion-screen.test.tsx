import { analysisStatusResponseSchema } from '@rehearse/contract/analysis-api';
import { mockSessionResponseSchema, type MockAnswer, type MockSessionResponse, type MockSummary } from '@rehearse/contract/mock-interview';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { completedSession } from '../../../test-kit/analysis-sessions.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_STALL_AFTER_MS, STATUS_POLL_INTERVAL_MS } from '../../../lib/analysis-polling.ts';
import { fakeApi } from '../../../test-kit/fake-api.ts';
import { aQuestion } from '../mock-test-questions.ts';
import { CompletionScreen } from './completion-screen.tsx';
import { formatLocalDateTime } from '../../../lib/local-date.ts';

const questions = ['q1', 'q2', 'q3'].map((key) => aQuestion(key));
const summary: MockSummary = { completion_rate: 33, completed_questions: 1, skipped_questions: 1, not_asked_questions: 1, total_questions: 3, total_duration: 30, average_duration: 30, created_at: '2026-01-01T00:00:00Z', completed_at: '2026-01-01T00:05:00Z' };
const scored: MockAnswer = { skipped: false, notes: '', duration_sec: 30, media_url: 'k', analysis: { status: 'completed', progress: 100, error: null, score: 64 } };
const skipped: MockAnswer = { skipped: true, notes: '', analysis: null };

function sessionData(report: { status: 'processing' | 'completed'; progress: number }): MockSessionResponse['data'] {
  return {
    session: { id: 's1', status: 'completed', created_at: summary.created_at, completed_at: summary.completed_at, analysis_session_id: 'an-1', set_id: 'behavioural', question_count: 3 },
    questions,
    job_description: null,
    answers: { q1: scored, q2: skipped },
    current_index: 1,
    summary,
    analysis: { session_id: 'an-1', error: null, ...report },
  };
}

function show(client: QueryClient) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CompletionScreen sessionId="s1" summary={summary} questions={questions} answers={{}} analysisSessionId="an-1" onPracticeAgain={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CompletionScreen', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows each answer’s score as its analysis ends, skipped and not-asked questions apart', async () => {
    fakeApi({ 'GET /api/mock/session/s1/': { schema: mockSessionResponseSchema, body: { success: true, data: sessionData({ status: 'processing', progress: 40 }) } } });
    show(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const rows = await screen.findAllByTestId('answer-analysis');
    expect(await within(rows[0]!).findByText('Score 64.0%')).toBeTruthy();
    expect(within(rows[1]!).getByText('Skipped')).toBeTruthy();
    expect(within(rows[2]!).getByText('Not asked')).toBeTruthy();
    expect(screen.getByText('Questions Completed').nextSibling?.textContent).toBe('1/3');
  });

  it('takes the focus to its heading, so the keyboard does not start again from the top of the page', () => {
    fakeApi({ 'GET /api/mock/session/s1/': { schema: mockSessionResponseSchema, body: { success: true, data: sessionData({ status: 'processing', progress: 40 }) } } });
    show(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('shows when the interview started and ended in the one date-and-time reading every screen uses, to the minute', async () => {
    fakeApi({ 'GET /api/mock/session/s1/': { schema: mockSessionResponseSchema, body: { success: true, data: sessionData({ status: 'processing', progress: 40 }) } } });
    show(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    await screen.findAllByTestId('answer-analysis');
    expect(screen.getByText('Started').nextSibling?.textContent).toBe(formatLocalDateTime(summary.created_at));
    expect(screen.getByText('Completed').nextSibling?.textContent).toBe(formatLocalDateTime(summary.completed_at));
  });

  it('shows the report’s score for each answer once the report is ready, and the Answer Content part of the headline with its weight', async () => {
    const absent = { present: false, evidence: null };
    const entry = (key: string, score: number | null, contentScore: number | null): MockQuestionResult => ({
      question_key: key,
      question: key,
      competency: 'teamwork',
      skipped: score === null,
      duration_sec: score === null ? null : 30,
      transcript: null,
      speaking_pace: null,
      filler_words: null,
      eye_contact: null,
      score,
      star: { situation: absent, task: absent, action: absent, result: absent },
      star_status: score === null ? 'skipped' : 'checked',
      star_note: null,
      fillers: [],
      recording_url: null,
      analysis_error: null,
      ...(contentScore === null
        ? {}
        : { content: { status: 'judged', note: null, engine: 'whisper', score: contentScore, parts: { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null }, findings: [], structure: null } }),
    });
    const results = { ...sampleAnalysisResult({ overall_score: 61.7, video: { performance_score: 78 }, audio: { performance_score: 86 } }), questions: [entry('q1', 61.7, 17), entry('q2', null, null)] };
    fakeApi({
      'GET /api/mock/session/s1/': { schema: mockSessionResponseSchema, body: { success: true, data: sessionData({ status: 'completed', progress: 100 }) } },
      'GET /api/analysis/status/an-1/': {
        schema: analysisStatusResponseSchema,
        body: { status: 'completed', results, session: completedSession('an-1', 25), duplicate_warning: false, total_duplicates: 1, unique_display_name: 'an-1', duplicate_index: 0, session_id: 'an-1', stage: 'done', progress: 100, error: null },
      },
    });
    show(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const rows = await screen.findAllByTestId('answer-analysis');
    // The status said 64 (an answer scored before its content counted); the report's 61.7 is the one shown.
    expect(await within(rows[0]!).findByText('Score 61.7%')).toBeTruthy();
    const headline = await screen.findByTestId('overall-score');
    expect(within(headline).getByText('Answer Content')).toBeTruthy();
    expect(within(headline).getByText('· weight 50%', { exact: false })).toBeTruthy();
    expect(within(headline).getByText('17.0%')).toBeTruthy();
  });

  it('stops checking once nothing has moved for a minute, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'GET /api/mock/session/s1/': { schema: mockSessionResponseSchema, body: { success: true, data: sessionData({ status: 'processing', progress: 40 }) } } });
    show(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    expect(await screen.findByText(/Preparing your report \(40%\)/)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(JOB_STALL_AFTER_MS);
    });
    expect(await screen.findByText(/stopped checking/)).toBeTruthy();
    const polls = api.callsTo('GET', '/api/mock/session/s1/').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(STATUS_POLL_INTERVAL_MS * 5);
    });
    expect(api.callsTo('GET', '/api/mock/session/s1/')).toHaveLength(polls);
    expect(screen.queryByText(/Preparing your report/)).toBeNull();
  });

  it('counts typed answers as answered, a follow-up beside its question, and says in words what typing leaves unmeasured', async () => {
    const content = (score: number) => ({ status: 'judged' as const, note: null, engine: 'written', score, parts: { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null }, findings: [], structure: null });
    const typed = (score: number): MockAnswer => ({ skipped: false, notes: '', analysis: { status: 'completed', progress: 100, error: null, score: null }, typed: { text: 'I led it.', content: content(score) } });
    const asked = [aQuestion('q1'), aQuestion('q1f', { origin: 'follow_up', follow_up_of: 'q1' }), aQuestion('q2')];
    const answers = { q1: typed(60), q1f: typed(70), q2: typed(80) };
    const typedSummary: MockSummary = { ...summary, completion_rate: 100, completed_questions: 2, skipped_questions: 0, not_asked_questions: 0, total_questions: 2, total_duration: 0, average_duration: 0 };
    const absent = { present: false, evidence: null };
    const entry = (key: string, score: number): MockQuestionResult => ({
      question_key: key,
      question: key,
      competency: 'teamwork',
      skipped: false,
      typed: true,
      duration_sec: null,
      transcript: 'I led it.',
      speaking_pace: null,
      filler_words: null,
      eye_contact: null,
      score: null,
      star: { situation: absent, task: absent, action: absent, result: absent },
      star_status: 'checked',
      star_note: null,
      fillers: [],
      recording_url: null,
      analysis_error: null,
      content: content(score),
    });
    const results = {
      ...sampleAnalysisResult({ overall_score: null, video: { performance_score: null }, audio: { performance_score: null } }),
      overall_makeup: { parts: [], missing: [], complete: false, fix_first: null, left_out: [] },
      questions: [entry('q1', 60), entry('q1f', 70), entry('q2', 80)],
    };
    fakeApi({
      'GET /api/mock/session/s1/': {
        schema: mockSessionResponseSchema,
        body: { success: true, data: { ...sessionData({ status: 'completed', progress: 100 }), questions: asked, answers, summary: typedSummary } },
      },
      'GET /api/analysis/status/an-1/': {
        schema: analysisStatusResponseSchema,
        body: { status: 'completed', results, session: completedSession('an-1', 25), duplicate_warning: false, total_duplicates: 1, unique_display_name: 'an-1', duplicate_index: 0, session_id: 'an-1', stage: 'done', progress: 100, error: null },
      },
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <CompletionScreen sessionId="s1" summary={typedSummary} questions={asked} answers={answers} analysisSessionId="an-1" onPracticeAgain={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const headline = await screen.findByTestId('overall-score');
    expect(within(headline).getByText('Answer Content').closest('div')?.textContent).toContain('70.0%');
    expect(headline.textContent).toContain('All 3 answers were typed');
    expect(headline.textContent).not.toMatch(/\b0 answered|— \.|Nothing measured/);
    expect(screen.getByText('Questions Completed').nextSibling?.textContent).toBe('2/2');
    const total = screen.getByText('Total Duration').parentElement!;
    expect(total.textContent).toBe('Total DurationNot measuredTyped answers have no duration.');
    expect(screen.getByText('Average Duration').parentElement!.textContent).not.toContain('0 s');
    const rows = screen.getAllByTestId('answer-analysis');
    expect(rows.map((row) => row.textContent?.split(' Question')[0])).toEqual(['Q1.', 'Q1 follow-up.', 'Q2.']);
  });
});
