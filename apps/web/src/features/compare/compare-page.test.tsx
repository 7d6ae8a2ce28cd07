import type { AnalysisSession, CompareResponse, MetricComparison } from '@rehearse/contract/analysis-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ComparePage } from './compare-page.tsx';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const session = (id: string, name: string, score: number, day: number): AnalysisSession => ({
  session_id: id,
  status: 'completed',
  category: 'video_upload',
  display_name: name,
  duplicate_index: 0,
  total_duplicates: 1,
  start_time: `2026-11-${day}T10:00:00.000Z`,
  end_time: `2026-11-${day}T10:01:00.000Z`,
  video_upload: { id: `u-${id}`, original_filename: name },
  combined_result: {
    video_score: score,
    audio_score: score,
    video_performance_score: score,
    audio_performance_score: score,
    overall_score: score,
    overall_interview_score: score,
    timestamp: `2026-11-${day}T10:01:00.000Z`,
    results: {
      video: { performance_score: score, metrics: { face_detection_rate: 1, average_eye_contact_score: 0.5, average_posture_score: 0.8, average_engagement_score: 0.6 } },
      audio: { performance_score: score },
      combined: { overall_interview_score: score, timestamp: `2026-11-${day}T10:01:00.000Z`, component_scores: { video_performance: score, audio_performance: score } },
      final: { overall_score: score },
    },
  },
  stage: 'done',
  progress: 100,
  error: null,
});

const metric = (first: number, last: number): MetricComparison => ({ scores: [first, last], first, last, improvement: last - first, best: last, average: (first + last) / 2 });
const compared = (s: AnalysisSession, overall: number) => ({
  session_id: s.session_id,
  display_name: s.display_name,
  original_filename: s.display_name,
  start_time: s.start_time,
  overall_score: overall,
  video_score: overall - 2,
  audio_score: overall + 2,
  eye_contact: 50,
  posture: 80,
  results: { combined: { timestamp: s.start_time, overall_interview_score: overall } },
});

function serve(compareBody: unknown, compareStatus = 200) {
  const a = session('a', 'first.mp4', 60.5, 20);
  const b = session('b', 'second.mp4', 70.25, 21);
  const calls: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/analysis/user-analyses/') return Response.json({ status: 'success', analyses: [b, a] });
      if (url === '/api/analysis/compare/') {
        calls.push(JSON.parse(String(init?.body)));
        const body = typeof compareBody === 'function' ? (compareBody as (x: AnalysisSession[]) => unknown)([a, b]) : compareBody;
        return Response.json(body, { status: compareStatus });
      }
      return Response.json({ status: 'error', message: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/compare', element: <ComparePage /> }], { initialEntries: ['/compare'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Compare screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for 2 selections, then compares and shows summary, deltas, trend sentence and action plan', async () => {
    const full = ([a, b]: AnalysisSession[]): CompareResponse => ({
      status: 'success',
      score_comparison: { overall: metric(60.5, 70.25), video: metric(58.5, 68.25), audio: metric(62.5, 72.25), eye_contact: metric(50, 50), posture: metric(80, 80) },
      ai_insights: { summary: 'You improved mostly in delivery.' },
      enhanced_features: { personalized_exercises: { keep_doing: ['Steady pace'], improve_next: ['More eye contact'] } },
      analyses: [compared(a as AnalysisSession, 60.5), compared(b as AnalysisSession, 70.25)],
    });
    const calls = serve(full);
    renderPage();
    expect(await screen.findByText('first.mp4')).toBeTruthy();
    expect(screen.getByText('60.50%')).toBeTruthy();
    expect(screen.getByText('Please select at least 2 analyses to compare')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/first\.mp4/));
    expect(screen.queryByRole('button', { name: 'Compare Now' })).toBeNull();
    fireEvent.click(screen.getByLabelText(/second\.mp4/));
    fireEvent.click(screen.getByRole('button', { name: 'Compare Now' }));

    expect(await screen.findByText('You improved mostly in delivery.')).toBeTruthy();
    expect(calls).toEqual([{ analysis_ids: ['a', 'b'] }]);
    expect(screen.getByText('Summary of comparison')).toBeTruthy();
    expect(screen.getByText('Your overall score improved by 9.8 points from your first to your latest analysis.')).toBeTruthy();
    // Overall 60.5 → 70.25: +9.8 shown; Eye Contact and Posture unchanged: no delta.
    const overallRow = screen.getByRole('rowheader', { name: 'Overall' }).closest('tr');
    expect(overallRow?.textContent).toContain('9.8%');
    expect(screen.getByRole('rowheader', { name: 'Posture' }).closest('tr')?.textContent?.endsWith('80.00%')).toBe(true);
    expect(screen.getByText('Keep Doing')).toBeTruthy();
    expect(screen.getByText('More eye contact')).toBeTruthy();

    // Changing the selection clears the result.
    fireEvent.click(screen.getByLabelText(/first\.mp4/));
    expect(screen.queryByText('You improved mostly in delivery.')).toBeNull();
  });

  it('shows the error text for each failed response', async () => {
    serve({ status: 'success' });
    renderPage();
    fireEvent.click(await screen.findByLabelText(/first\.mp4/));
    fireEvent.click(screen.getByLabelText(/second\.mp4/));
    fireEvent.click(screen.getByRole('button', { name: 'Compare Now' }));
    expect(await screen.findByText('Invalid comparison response format')).toBeTruthy();
    cleanup();

    serve({ status: 'error', message: 'Analysis not found' }, 404);
    renderPage();
    fireEvent.click(await screen.findByLabelText(/first\.mp4/));
    fireEvent.click(screen.getByLabelText(/second\.mp4/));
    fireEvent.click(screen.getByRole('button', { name: 'Compare Now' }));
    expect(await screen.findByText('Analysis not found')).toBeTruthy();
  });
});
