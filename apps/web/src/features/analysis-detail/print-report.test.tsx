import { analysisDetailResponseSchema, type AnalysisSession } from '@rehearse/contract/analysis-api';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../app/app-toaster.tsx';
import { completedSession } from '../../test-kit/analysis-sessions.ts';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { AnalysisDetailPage } from './analysis-detail-page.tsx';

beforeAll(() => {
  // Recharts measures its container through ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const result = sampleAnalysisResult({
  overall_score: 71.4,
  video: {
    performance_score: null,
    metrics: { face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null },
  },
  audio: { performance_score: 71.4, metrics: { speaking_pace: 138 } },
  llm_feedback: { strengths: ['Steady <b>pace</b> at 138 WPM'], improvements: ['Record with the camera on'], strategies: [] },
  insights: { summary: 'A clear answer; video was not measured.' },
  quality: { flags: ['no_video_stream'] },
});
const session: AnalysisSession = completedSession('s-1', 20, {}, { display_name: 'my <answer>.mp4', video_upload: { id: 'u', original_filename: 'my <answer>.mp4' } });

/** A print window whose document is a real iframe document, so the report is parsed as the browser would. */
function fakePrintWindow() {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const win = frame.contentWindow as Window;
  const print = vi.fn();
  Object.assign(win, { print, focus: vi.fn() });
  vi.spyOn(window, 'open').mockReturnValue(win);
  return { doc: () => win.document, print };
}

describe('Printable report', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('prints the scores, not measured for the missing video, feedback and metrics, with user text escaped', async () => {
    fakeApi({
      'GET /api/analysis/status/s-1/': {
        schema: analysisDetailResponseSchema,
        body: { status: 'completed', results: result, session, duplicate_warning: false, total_duplicates: 1, unique_display_name: session.display_name, duplicate_index: 0 },
      },
    });
    const target = fakePrintWindow();
    renderScreen('/analysis/s-1', [{ path: '/analysis/:sessionId', element: <AnalysisDetailPage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: /Print Report/ }));
    await waitFor(() => expect(target.print).toHaveBeenCalledOnce());

    const doc = target.doc();
    const body = within(doc.body);
    expect(doc.title).toBe('Interview analysis — my <answer>.mp4');
    expect(doc.querySelector('li b')).toBeNull(); // the user's markup is text, not HTML
    const scores = [...doc.querySelectorAll('.score')].map((s) => s.textContent?.trim());
    expect(scores).toEqual(['Overall71.4 / 100', 'VideoInsufficient data', 'Audio71.4 / 100']);
    expect(body.getByText('A clear answer; video was not measured.')).toBeTruthy();
    expect(body.getByText('Steady <b>pace</b> at 138 WPM')).toBeTruthy();
    expect(body.getByText('Record with the camera on')).toBeTruthy();
    expect(body.queryByText('Action Plan')).toBeNull(); // no steps in the result, none invented
    const row = (label: string) => [...doc.querySelectorAll('tr')].find((r) => r.querySelector('th')?.textContent === label)?.querySelector('td')?.textContent;
    expect(row('Eye contact')).toBe('Insufficient data');
    expect(row('Speaking pace')).toBe('138');
  });

  it('says so when the browser blocks the print window', async () => {
    fakeApi({
      'GET /api/analysis/status/s-1/': {
        body: { status: 'completed', results: result, session, duplicate_warning: false, total_duplicates: 1, unique_display_name: session.display_name, duplicate_index: 0 },
      },
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderScreen('/analysis/s-1', [{ path: '/analysis/:sessionId', element: <AnalysisDetailPage /> }], { extra: <AppToaster /> });
    fireEvent.click(await screen.findByRole('button', { name: /Print Report/ }));
    expect(await screen.findByText('Failed to download report. Please try again.')).toBeTruthy();
  });
});
