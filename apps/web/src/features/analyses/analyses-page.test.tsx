import { analysisStatusResponseSchema, categorizedAnalysesResponseSchema, type AnalysisSession } from '@rehearse/contract/analysis-api';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completedSession, unfinishedSession } from '../../test-kit/analysis-sessions.ts';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { AnalysesPage } from './analyses-page.tsx';

const LIST = 'GET /api/analysis/user-analyses/categorized/';
const categorized = (uploads: AnalysisSession[], mocks: AnalysisSession[] = []) => ({
  body: {
    status: 'success',
    analyses: { mock_interviews: { count: mocks.length, items: mocks }, video_uploads: { count: uploads.length, items: uploads } },
  },
  schema: categorizedAnalysesResponseSchema,
});
const show = () => renderScreen('/analyses', [{ path: '/analyses', element: <AnalysesPage /> }]);
const card = (title: string) => screen.getAllByTestId('analysis-card').find((c) => c.querySelector('h2')?.textContent === title) as HTMLElement;
const tile = (c: HTMLElement, label: string) => within(within(c).getByText(label).parentElement as HTMLElement).getByTestId('score-tile-value').textContent;
const judged = (score: number) => ({
  status: 'judged' as const,
  note: null,
  engine: 'test',
  score,
  parts: { structure: score, specifics: score, ownership: score, hedging: score, repetition: score, length: score, relevance: null, vocabulary: score },
  findings: [],
  structure: null,
});

const noVideo = completedSession('voice-only', 3, {
  overall_score: 77,
  video: {
    performance_score: null,
    metrics: { face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null },
  },
  audio: { performance_score: 77 },
});
const scored = completedSession('strong', 2, { overall_score: 84.25, video: { performance_score: 88 }, audio: { performance_score: 80.5 } });
const running = unfinishedSession('running', 4);

describe('Analyses list', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each score, and Not measured for a recording without video', async () => {
    fakeApi({ [LIST]: categorized([running, noVideo, scored]) });
    show();
    await screen.findByText('strong.mp4');
    expect(screen.getByText('3 total · 2 completed')).toBeTruthy();
    const strong = card('strong.mp4');
    expect([tile(strong, 'Overall Score'), tile(strong, 'Video Performance'), tile(strong, 'Audio Performance')]).toEqual(['84.3%', '88.0%', '80.5%']);
    expect(within(strong).queryByText('Answer Content')).toBeNull();
    const voice = card('voice-only.mp4');
    expect(tile(voice, 'Video Performance')).toBe('Not measured');
    expect(tile(voice, 'Overall Score')).toBe('77.0%');
    // Three tiles: two columns in a phone's card with the overall across both, three from a 20rem card up (by the card's
    // width: 'Not measured' ran out of a third of 390 px, and broke inside the word in a quarter of a card two to a row).
    expect(within(voice).getByTestId('score-tiles').className).toContain('grid-cols-2 @xs:grid-cols-3');
    expect(within(voice).getByText('Overall Score').parentElement!.className).toContain('col-span-2 @xs:col-span-1');
    // An unfinished analysis has no score tiles and a way to its progress.
    const run = card('running.mp4');
    expect(within(run).queryByText('Overall Score')).toBeNull();
    expect(within(run).getByRole('link', { name: /Check Progress/ }).getAttribute('href')).toBe('/analysis/progress/running');
  });

  it('shows Answer Content beside the others where the answer was judged (part of the overall)', async () => {
    const withContent = completedSession('judged', 5, { overall_score: 62.6, video: { performance_score: 78 }, audio: { performance_score: 86 }, content: judged(27.5) });
    fakeApi({ [LIST]: categorized([withContent]) });
    show();
    await screen.findByText('judged.mp4');
    const c = card('judged.mp4');
    expect([tile(c, 'Overall Score'), tile(c, 'Video Performance'), tile(c, 'Audio Performance'), tile(c, 'Answer Content')]).toEqual(['62.6%', '78.0%', '86.0%', '27.5%']);
    expect(within(c).queryByTestId('score-tile-incomplete')).toBeNull();
  });

  it('names an overall whose content was not judged "Delivery only", in grey, never banded like a complete one', async () => {
    fakeApi({ [LIST]: categorized([scored]) });
    show();
    await screen.findByText('strong.mp4');
    const c = card('strong.mp4');
    expect(tile(c, 'Overall Score')).toBe('84.3%');
    expect(within(c).getByTestId('score-tile-incomplete').textContent).toBe('Delivery only');
    expect(within(within(c).getByText('Overall Score').parentElement as HTMLElement).getByTestId('score-tile-value').className).toContain('text-slate-600');
    expect(within(c).getByRole('meter', { name: 'Overall Score (Delivery only)' })).toBeTruthy();
  });

  it('filters by status and sorts by score with unscored analyses last', async () => {
    fakeApi({ [LIST]: categorized([running, noVideo, scored]) });
    show();
    await screen.findByText('strong.mp4');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'score' } });
    const titles = () => screen.getAllByTestId('analysis-card').map((c) => c.querySelector('h2')?.textContent);
    expect(titles()).toEqual(['strong.mp4', 'voice-only.mp4', 'running.mp4']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'processing' } });
    expect(titles()).toEqual(['running.mp4']);
    expect(screen.getByText('Showing 1 of 3')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    expect(screen.getByText('No analyses match this filter')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all statuses' }));
    expect(titles()).toHaveLength(3);
  });

  it('says what to do when there are no analyses', async () => {
    fakeApi({ [LIST]: categorized([]) });
    show();
    expect(await screen.findByText('No analyses yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Start Mock Interview/ }).getAttribute('href')).toBe('/mock-interview');
  });

  it('maps a 401 to the sign-in message', async () => {
    fakeApi({ [LIST]: { status: 401, body: { status: 'error', message: 'Unauthorized' } } });
    show();
    expect(await screen.findByText('Authentication failed. Please log in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeTruthy();
  });

  const fullResult = () => {
    const result = sampleAnalysisResult({ overall_score: 84.25, llm_feedback: { strengths: ['Clear structure'], improvements: [], strategies: [] } });
    return {
      [LIST]: categorized([scored]),
      'GET /api/analysis/status/strong/': {
        schema: analysisStatusResponseSchema,
        body: {
          status: 'completed',
          results: result,
          session: scored,
          duplicate_warning: false,
          total_duplicates: 1,
          unique_display_name: 'strong.mp4',
          duplicate_index: 0,
          session_id: 'strong',
          stage: 'done',
          progress: 100,
          error: null,
        },
      },
    };
  };

  it('downloads the report JSON of a completed analysis from its full result', async () => {
    const api = fakeApi(fullResult());
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (saved.push(b), 'blob:report'), revokeObjectURL: () => undefined }));
    show();
    await screen.findByText('strong.mp4');
    fireEvent.click(within(card('strong.mp4')).getByRole('button', { name: /Download Report/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.callsTo('GET', '/api/analysis/status/strong/')).toHaveLength(1);
    const report = JSON.parse(await (saved[0] as Blob).text()) as Record<string, unknown>;
    // Headed as the report page's download is (reportHeading): the analysis's name and the time it was made.
    expect(report).toMatchObject({ filename: 'strong.mp4', timestamp: scored.end_time, overall_score: 84.25, strengths: ['Clear structure'], improvements: [] });
  });

  it('heads a mock interview’s downloaded report with its title and date, never its id and the download time', async () => {
    const mock = completedSession('mock-7', 5, {}, { category: 'mock_interview', display_name: 'Behavioural practice', video_upload: null });
    const api = fullResult();
    fakeApi({
      [LIST]: categorized([], [mock]),
      'GET /api/analysis/status/mock-7/': { ...api['GET /api/analysis/status/strong/'], body: { ...api['GET /api/analysis/status/strong/'].body, session: mock, session_id: 'mock-7', unique_display_name: 'Behavioural practice' } },
    });
    const saved: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => (saved.push(b), 'blob:report'), revokeObjectURL: () => undefined }));
    show();
    const title = await screen.findByText('Behavioural practice');
    fireEvent.click(within(title.closest('[data-testid="analysis-card"]') as HTMLElement).getByRole('button', { name: /Download Report/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const report = JSON.parse(await (saved[0] as Blob).text()) as Record<string, unknown>;
    expect(report).toMatchObject({ filename: 'Behavioural practice', timestamp: mock.end_time });
  });

  it('downloads the PDF report of a completed analysis, as its detail page does', async () => {
    fakeApi(fullResult());
    const saved: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:report'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    show();
    await screen.findByText('strong.mp4');
    fireEvent.click(within(card('strong.mp4')).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.type).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await saved[0]!.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
    expect(names[0]).toMatch(/^interview_analysis_strong\.mp4_\d{4}-\d{2}-\d{2}\.pdf$/);
  });
});
