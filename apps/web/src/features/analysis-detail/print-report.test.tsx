import { analysisStatusResponseSchema, type AnalysisSession } from '@rehearse/contract/analysis-api';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../app/app-toaster.tsx';
import { completedSession } from '../../test-kit/analysis-sessions.ts';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { AnalysisDetailPage } from './analysis-detail-page.tsx';
import { stubResizeObserver } from '../../test-kit/resize-observer.ts';

beforeAll(stubResizeObserver);

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
  transcript: { text: `So in my last role I led the migration ${'and then we measured it '.repeat(40)}`, words: [] },
  timeline: [
    { t: 0, face_present: true, eye_contact: 0.8, loudness_dbfs: -20 },
    { t: 5, face_present: false, eye_contact: null, loudness_dbfs: -20 },
    { t: 12, face_present: true, eye_contact: 0.6, loudness_dbfs: -20 },
  ],
  fillers: [{ word: 'um', start: 14.2, end: 14.5, method: 'transcript' }],
});
const session: AnalysisSession = completedSession('s-1', 20, {}, { display_name: 'my <answer>.mp4', video_upload: { id: 'u', original_filename: 'my <answer>.mp4' } });

/** GET status/{id} as the server answers it: the detail fields and the live progress. */
const statusBody = {
  status: 'completed',
  results: result,
  session,
  duplicate_warning: false,
  total_duplicates: 1,
  unique_display_name: session.display_name,
  duplicate_index: 0,
  session_id: session.session_id,
  stage: 'done',
  progress: 100,
  error: null,
};

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
        schema: analysisStatusResponseSchema,
        body: statusBody,
      },
    });
    const target = fakePrintWindow();
    renderScreen('/analysis/s-1', [{ path: '/analysis/:sessionId', element: <AnalysisDetailPage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Print Report' }));
    await waitFor(() => expect(target.print).toHaveBeenCalledOnce());

    const doc = target.doc();
    const body = within(doc.body);
    expect(doc.title).toBe('Interview analysis — my <answer>.mp4');
    expect(doc.querySelector('li b')).toBeNull(); // the user's markup is text, not HTML
    const scores = [...doc.querySelectorAll('.score')].map((s) => s.textContent?.trim());
    expect(scores).toEqual(['Overall71.4% (Audio only)', 'VideoNot measured', 'Audio71.4%']);
    expect(body.getByText('A clear answer; video was not measured.')).toBeTruthy();
    expect(body.getByText('Steady <b>pace</b> at 138 WPM')).toBeTruthy();
    expect(body.getByText('Record with the camera on')).toBeTruthy();
    expect(body.queryByText('Action Plan')).toBeNull(); // no steps in the result, none invented
    const row = (label: string) => [...doc.querySelectorAll('tr')].find((r) => r.querySelector('th')?.textContent === label)?.querySelector('td')?.textContent;
    expect(row('Eye contact')).toBe('Not measured');
    expect(row('Speaking pace')).toBe('138 WPM');
    // The PDF adds the start of the transcript and the recording in 10-second steps.
    expect(doc.querySelector('blockquote')?.textContent).toMatch(/^So in my last role I led the migration and then we measured it .* …$/);
    expect(doc.querySelector('blockquote')!.textContent!.length).toBeLessThan(610);
    // Eye contact per stretch is the card's measure: the face-in-view seconds only, full at 70 % (0.8 → 100 %, 0.6 → 86 %).
    expect(row('0:00–0:10')).toBe('face in view 50% · eye contact 100% while in view');
    expect(row('0:10–0:15')).toBe('face in view 100% · eye contact 86% while in view · fillers: um');
  });

  it('downloads the report as a PDF file named for the recording', async () => {
    fakeApi({ 'GET /api/analysis/status/s-1/': { schema: analysisStatusResponseSchema, body: statusBody } });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderScreen('/analysis/s-1', [{ path: '/analysis/:sessionId', element: <AnalysisDetailPage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(blobs[0]!.type).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await blobs[0]!.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
    expect(names[0]).toMatch(/^interview_analysis_my _answer_\.mp4_\d{4}-\d{2}-\d{2}\.pdf$/);
  });

  it('heads a mock interview’s report with its title and the day it was held, not its id and the time of printing', async () => {
    const mock = completedSession('dfd3ab43-5d0e-4f43-9c7a-0f1e2d3c4b5a', 20, {}, { category: 'mock_interview', display_name: 'Behavioural practice', video_upload: null });
    fakeApi({
      'GET /api/analysis/status/dfd3ab43-5d0e-4f43-9c7a-0f1e2d3c4b5a/': {
        schema: analysisStatusResponseSchema,
        body: { ...statusBody, session: mock, unique_display_name: mock.display_name, session_id: mock.session_id },
      },
    });
    const target = fakePrintWindow();
    renderScreen('/analysis/dfd3ab43-5d0e-4f43-9c7a-0f1e2d3c4b5a', [{ path: '/analysis/:sessionId', element: <AnalysisDetailPage /> }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Print Report' }));
    await waitFor(() => expect(target.print).toHaveBeenCalledOnce());
    const doc = target.doc();
    expect(doc.title).toBe('Interview analysis — Behavioural practice');
    expect(doc.querySelector('.muted')?.textContent).toBe(`Behavioural practice · ${new Date('2026-11-20T10:01:30.000Z').toLocaleString()}`);
  });

  it('says so when the browser blocks the print window', async () => {
    fakeApi({
      'GET /api/analysis/status/s-1/': {
        body: statusBody,
      },
    });
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderScreen('/analysis/s-1', [{ path: '/analysis/:sessionId', element: <AnalysisDetailPage /> }], { extra: <AppToaster /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Print Report' }));
    expect(await screen.findByText('Failed to download report. Please try again.')).toBeTruthy();
  });
});
