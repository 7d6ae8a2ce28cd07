import type { AnalysisDetailResponse, AnalysisSession } from '@rehearse/contract/analysis-api';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { POCKETSPHINX_READ_SPEECH_WER_PERCENT, WHISPER_SETUP_DOCS_URL } from '@rehearse/contract/transcript-trust';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnalysisDetailPage } from './analysis-detail-page.tsx';

beforeAll(() => {
  // Recharts measures its container through ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const result: AnalysisResult = sampleAnalysisResult({
  overall_score: 71.4,
  component_scores: { overall: 71.4, video: 68.2, audio: 74.6, video_performance: 68.2, audio_performance: 74.6, overall_interview_score: 71.4 },
  final: { overall_score: 71.4 },
  video: {
    performance_score: 68.2,
    metrics: { face_detection_rate: 0.97, average_eye_contact_score: 0.62, average_posture_score: null, average_engagement_score: 0.7 },
  },
  audio: {
    performance_score: 74.6,
    metrics: {
      speaking_pace: 138,
      speaking_pace_over_total_time: 138,
      filler_words: 2,
      duration: 60,
      word_count: 138,
      clarity_score: 82,
      tone_score: 64,
      confidence_score: 55,
      articulation_score: 77,
    },
    loudness: { mean_dbfs: -22 },
    pause_summary: { count: 3, longest: 1.2, over_two_seconds: 0 },
  },
  llm_feedback: { strengths: ['Clear voice at 138 WPM'], improvements: ['Look at the lens (62% eye contact)'], strategies: ['Record one answer a day'] },
  insights: { summary: 'A solid, clear answer.', recommendations: ['Hold eye contact while you finish sentences'] },
  transcript: {
    text: 'so um I led the team',
    words: [
      { word: 'so', start: 0.5, end: 0.7, confidence: 0.9 },
      { word: 'um', start: 0.8, end: 1.2, confidence: 0.8 },
      { word: 'I', start: 1.4, end: 1.5, confidence: 0.9 },
      { word: 'led', start: 1.5, end: 1.8, confidence: 0.9 },
    ],
  },
  fillers: [{ word: 'um', start: 0.8, end: 1.2, method: 'transcript' }],
  timeline: [
    { t: 0, face_present: true, eye_contact: 0.5, loudness_dbfs: -25 },
    { t: 1, face_present: true, eye_contact: 0.7, loudness_dbfs: -20 },
  ],
  quality: { face_visible_ratio: 0.97, media_duration: 60 },
});

const session: AnalysisSession = {
  session_id: 'sess-1',
  status: 'completed',
  category: 'video_upload',
  display_name: 'answer.mp4',
  duplicate_index: 1,
  total_duplicates: 2,
  start_time: '2026-11-20T10:00:00.000Z',
  end_time: '2026-11-20T10:02:00.000Z',
  video_upload: { id: 'up-1', original_filename: 'answer.mp4' },
  combined_result: null,
  stage: 'done',
  progress: 100,
  error: null,
};

const detail = (patch: Partial<AnalysisDetailResponse> | Record<string, unknown> = {}) => ({
  status: 'completed',
  results: result,
  session,
  duplicate_warning: true,
  total_duplicates: 2,
  unique_display_name: 'answer.mp4 (2)',
  duplicate_index: 1,
  ...patch,
});

function serve(routes: Record<string, { status: number; body: unknown }>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const hit = routes[url];
    if (!hit) return new Response(JSON.stringify({ status: 'error', message: 'Not found' }), { status: 404 });
    return new Response(JSON.stringify(hit.body), { status: hit.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/analysis/video/:filename', element: <AnalysisDetailPage /> },
      { path: '/analysis/:sessionId', element: <AnalysisDetailPage /> },
      { path: '/analyses', element: <p>list</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('Analysis detail screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the header, duplicates note, cards with hints, Insufficient data, panels and insights', async () => {
    const fetchMock = serve({ '/api/analysis/status/sess-1/': { status: 200, body: detail() } });
    renderAt('/analysis/sess-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'answer.mp4 (2)' })).toBeTruthy();
    expect(screen.getByText(`Analysis completed on ${new Date(session.end_time ?? '').toLocaleDateString()}`)).toBeTruthy();
    expect(screen.getByText(/Multiple files with this name found\. Showing results for the most recent upload\. \(2 total versions\)/)).toBeTruthy();
    // Posture is null in the result: no invented number.
    expect(screen.getByText('Insufficient data')).toBeTruthy();
    expect(screen.getByText('62.0%')).toBeTruthy();
    expect(screen.getByText('Good pace')).toBeTruthy(); // 138 WPM, inside the 120–160 band
    expect(screen.getByText('Excellent control')).toBeTruthy(); // 2 fillers < 5
    expect(screen.getByText('Needs improvement')).toBeTruthy(); // confidence 55 < 60
    expect(screen.getByText('Clear voice at 138 WPM')).toBeTruthy();
    expect(screen.getByText('Record one answer a day')).toBeTruthy();
    expect(screen.getByText('Insights & Recommendations')).toBeTruthy();
    expect(screen.queryByText('Using overall performance score for video analysis')).toBeNull();
    expect(screen.getByTestId('timeline-chart')).toBeTruthy();
    // Everything comes from the one detail response; the report files are subsets of it.
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/analysis/status/sess-1/']);
  });

  it('shows a recording without video as not measured, not as a borrowed or zero score', async () => {
    const noVideo = sampleAnalysisResult({
      overall_score: 74.6,
      video: {
        performance_score: null,
        frames_analyzed: 0,
        metrics: { face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null },
      },
      audio: { performance_score: 74.6 },
      quality: { flags: ['no_video_stream'] },
    });
    serve({ '/api/analysis/status/sess-1/': { status: 200, body: detail({ results: noVideo }) } });
    renderAt('/analysis/sess-1');
    const card = await screen.findByRole('region', { name: 'Video Performance' });
    expect(card.textContent).not.toMatch(/\d/);
    expect(within(card).getAllByText('Insufficient data')).toHaveLength(5); // the score and the 4 bars
    expect(within(screen.getByRole('region', { name: 'Audio Performance' })).getByText('74.6')).toBeTruthy();
    expect(screen.getByText('The file has no video track, so video metrics could not be measured.')).toBeTruthy();
    expect(screen.queryByText('Using overall performance score for video analysis')).toBeNull();
  });

  it('plays the recording from the media endpoint and seeks to a clicked filler', async () => {
    serve({ '/api/analysis/status/sess-1/': { status: 200, body: detail() } });
    renderAt('/analysis/sess-1');
    const filler = await screen.findByRole('button', { name: 'um' });
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/api/analysis/media/sess-1');
    fireEvent.click(filler);
    expect(video?.currentTime).toBeCloseTo(0.8);
  });

  it('says under the transcript which engine wrote it and how far to trust it, and greys out unsure words', async () => {
    const unsure = sampleAnalysisResult({
      ...result,
      transcript: {
        text: 'so I led hello study',
        words: [
          { word: 'so', start: 0.5, end: 0.7, confidence: 0.9 },
          { word: 'I', start: 1.4, end: 1.5, confidence: 0.9 },
          { word: 'led', start: 1.5, end: 1.8, confidence: 0.9 },
          { word: 'hello', start: 2, end: 2.3, confidence: 0.23 },
        ],
      },
      engines: { transcriber: 'pocketsphinx', transcriber_detail: 'PocketSphinx 5prealpha', video_model: 'human', feedback: 'built-in' },
    });
    serve({ '/api/analysis/status/sess-1/': { status: 200, body: detail({ results: unsure }) } });
    renderAt('/analysis/sess-1');
    const note = await screen.findByTestId('transcript-engine-note');
    expect(note.textContent).toContain(
      `Transcribed offline by PocketSphinx — word counts are reliable, individual words often are not (about ${POCKETSPHINX_READ_SPEECH_WER_PERCENT} % word error rate on read speech). Set up Whisper for accurate transcripts.`,
    );
    expect(within(note).getByRole('link', { name: 'How to set up Whisper' }).getAttribute('href')).toBe(WHISPER_SETUP_DOCS_URL);
    const transcriptBox = screen.getByLabelText('Transcript');
    expect(within(transcriptBox).getByTitle('The speech recogniser was unsure of this word').textContent).toBe('hello');
    expect(within(transcriptBox).queryAllByTitle('The speech recogniser was unsure of this word')).toHaveLength(1);
  });

  it('says so when Whisper wrote the transcript, without the set-up link; says nothing without a transcript', async () => {
    const whisper = sampleAnalysisResult({
      ...result,
      engines: { transcriber: 'whisper', transcriber_detail: 'whisper.cpp via @fugood/whisper.node, model ggml-base.en.bin', video_model: 'human', feedback: 'built-in' },
    });
    serve({ '/api/analysis/status/sess-1/': { status: 200, body: detail({ results: whisper }) } });
    renderAt('/analysis/sess-1');
    const note = await screen.findByTestId('transcript-engine-note');
    expect(note.textContent).toMatch(/^Transcribed offline by Whisper \(whisper\.cpp via @fugood\/whisper\.node, model ggml-base\.en\.bin\)/);
    expect(within(note).queryByRole('link')).toBeNull();
    cleanup();

    const none = sampleAnalysisResult({ ...result, transcript: null, engines: { transcriber: 'none', transcriber_detail: null, video_model: 'human', feedback: 'built-in' } });
    serve({ '/api/analysis/status/sess-1/': { status: 200, body: detail({ results: none }) } });
    renderAt('/analysis/sess-1');
    expect(await screen.findByText('No transcript is available for this recording.')).toBeTruthy();
    expect(screen.queryByTestId('transcript-engine-note')).toBeNull();
  });

  it('opens by file name through the video endpoint', async () => {
    const fetchMock = serve({ '/api/analysis/video/my%20answer.mp4/': { status: 200, body: detail() } });
    renderAt('/analysis/video/my%20answer.mp4');
    expect(await screen.findByRole('heading', { level: 1, name: 'answer.mp4 (2)' })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/analysis/video/my%20answer.mp4/')).toBe(true);
  });

  it('shows Not Found, in-progress, failed and data-error states', async () => {
    serve({});
    renderAt('/analysis/missing');
    expect(await screen.findByText('Analysis Not Found')).toBeTruthy();
    expect(screen.getByText('The requested analysis could not be found.')).toBeTruthy();
    cleanup();

    serve({ '/api/analysis/status/sess-1/': { status: 200, body: detail({ status: 'processing', results: null, session: { ...session, status: 'processing' } }) } });
    renderAt('/analysis/sess-1');
    expect(await screen.findByText('Analysis is still in progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check Progress' }).getAttribute('href')).toBe('/analysis/progress/sess-1');
    cleanup();

    serve({ '/api/analysis/status/sess-1/': { status: 200, body: detail({ status: 'failed', results: null, session: { ...session, status: 'failed', error: 'No video stream' } }) } });
    renderAt('/analysis/sess-1');
    expect(await screen.findByText('Analysis failed to complete: No video stream')).toBeTruthy();
    cleanup();

    serve({ '/api/analysis/status/sess-1/': { status: 200, body: detail({ results: 'garbage' }) } });
    renderAt('/analysis/sess-1');
    expect(await screen.findByText('Analysis Data Error')).toBeTruthy();
    expect(screen.getByText('The analysis data could not be loaded properly.')).toBeTruthy();
  });

  it('shows the server message on other errors with a way back', async () => {
    serve({ '/api/analysis/status/sess-1/': { status: 500, body: { status: 'error', message: 'Database unavailable' } } });
    renderAt('/analysis/sess-1');
    expect(await screen.findByText('Analysis Error')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Analyses/ }).getAttribute('href')).toBe('/analyses');
  });
});
