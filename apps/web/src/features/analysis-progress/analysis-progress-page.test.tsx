import { analysisStatusResponseSchema, type AnalysisSession } from '@rehearse/contract/analysis-api';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completedSession, unfinishedSession } from '../../test-kit/analysis-sessions.ts';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { AnalysisProgressPage } from './analysis-progress-page.tsx';

const STATUS = 'GET /api/analysis/status/s-1/';
const statusBody = (session: AnalysisSession) => ({
  schema: analysisStatusResponseSchema,
  body: {
    status: session.status,
    results: session.status === 'completed' ? sampleAnalysisResult() : null,
    session,
    duplicate_warning: false,
    total_duplicates: 1,
    unique_display_name: session.display_name,
    duplicate_index: 0,
    session_id: session.session_id,
    stage: session.stage,
    progress: session.progress,
    error: session.error,
  },
});
const show = () => renderScreen('/analysis/progress/s-1', [{ path: '/analysis/progress/:sessionId', element: <AnalysisProgressPage /> }]);
const bar = () => screen.getByRole('progressbar', { name: 'Analysis progress' });

describe('Analysis progress', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('follows the stage and percent until the analysis completes, then links to the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const replies = [
      unfinishedSession('s-1', 1, { stage: 'transcribe', progress: 42.4 }),
      unfinishedSession('s-1', 1, { stage: 'video', progress: 71 }),
      completedSession('s-1', 1),
    ];
    const api = fakeApi({ [STATUS]: () => statusBody(replies.shift() ?? completedSession('s-1', 1)) });
    show();
    // The wait for the recogniser is named as such, not as the body-language analysis running beside it.
    expect(await screen.findByText('Recognizing speech')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('42');
    expect(screen.getByText('s-1.mp4')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(await screen.findByText('Analyzing body language')).toBeTruthy();
    expect(screen.getByText('71%')).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(await screen.findByText('Analysis completed successfully!')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('link', { name: /View results/ }).getAttribute('href')).toBe('/analysis/s-1');

    // Finished: no more polling.
    const calls = api.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000);
    });
    expect(api.calls.length).toBe(calls);
  });

  it('says why an analysis failed', async () => {
    fakeApi({ [STATUS]: statusBody(unfinishedSession('s-1', 1, { status: 'failed', stage: 'probe', progress: 10, error: 'The file has no video or audio stream' })) });
    show();
    expect(await screen.findByText('Analysis failed')).toBeTruthy();
    expect(screen.getByText('The file has no video or audio stream')).toBeTruthy();
  });

  it('shows Not Found for an unknown or foreign analysis', async () => {
    fakeApi({});
    show();
    expect(await screen.findByText('Analysis Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Analyses/ }).getAttribute('href')).toBe('/analyses');
  });

  it('stops checking once nothing has moved for a minute, and checks again on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ [STATUS]: () => statusBody(unfinishedSession('s-1', 1, { stage: 'audio', progress: 50 })) });
    show();
    expect(await screen.findByText('Measuring your voice')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(await screen.findByText('Analysis timed out')).toBeTruthy();
    const calls = api.calls.length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(api.calls.length).toBe(calls);

    await act(async () => {
      screen.getByRole('button', { name: 'Check again' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.queryByText('Analysis timed out')).toBeNull();
    expect(api.calls.length).toBeGreaterThan(calls);
  });
});
