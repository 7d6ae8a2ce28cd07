import { analysisDetailResponseSchema, analysisStatusResponseSchema, analysisUrls, type AnalysisDetailResponse, type AnalysisSession } from '@rehearse/contract/analysis-api';
import { apiErrorSchema } from '@rehearse/contract/api-error';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { POCKETSPHINX_READ_SPEECH_WER_PERCENT, WHISPER_SETUP_DOCS_URL } from '@rehearse/contract/transcript-trust';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AnalysisDetailPage } from './analysis-detail-page.tsx';
import { INTERVIEWER_PATHS } from '@rehearse/contract/interview-conversation';
import { ReportConversation } from '../mock-interview/conversation/conversation-transcript.tsx';
import { CONVERSATION_TEXTS } from '../mock-interview/conversation/conversation-texts.ts';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen, testUser } from '../../test-kit/render-screen.tsx';
import { stubResizeObserver } from '../../test-kit/resize-observer.ts';

beforeAll(stubResizeObserver);

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
  // The live fields GET status/{id} adds (the video route's detail schema ignores them).
  session_id: 'sess-1',
  stage: 'done',
  progress: 100,
  error: null,
  ...patch,
});

/** The detail as the server answers it, checked against the contract (a test can serve only what it allows): GET status/{id} with its live fields, the video route without. */
const served = (patch: Partial<AnalysisDetailResponse> = {}) => ({ body: detail(patch), schema: analysisStatusResponseSchema });
const servedByName = (patch: Partial<AnalysisDetailResponse> = {}) => ({ body: detail(patch), schema: analysisDetailResponseSchema });
const BY_ID = `GET ${analysisUrls.status('sess-1')}`;

const DETAIL_ROUTES = [
  { path: '/analysis/video/:filename', element: <AnalysisDetailPage /> },
  { path: '/analysis/:sessionId', element: <AnalysisDetailPage /> },
  { path: '/analyses', element: <p>list</p> },
];
const renderAt = (path: string) => renderScreen(path, DETAIL_ROUTES);

describe('Analysis detail screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the overall score first, with its band, the weighted parts it is made of and the part to fix first', async () => {
    const content = {
      status: 'judged' as const,
      note: null,
      engine: 'whisper base.en',
      score: 62.5,
      parts: { structure: 60, specifics: 50, ownership: 80, hedging: 70, repetition: 90, length: 80, relevance: null, vocabulary: 60 },
      findings: [],
      structure: null,
    };
    const complete = { ...result, content, component_weights: { video: 0.2, audio: 0.3, content: 0.5 } };
    fakeApi({ [BY_ID]: served({ results: complete }) });
    renderAt('/analysis/sess-1');
    const headline = await screen.findByRole('region', { name: 'Overall Score' });
    expect(within(headline).getByTestId('overall-score-value').textContent).toBe('71.4%');
    expect(within(headline).getByText('Medium (60 to below 80)')).toBeTruthy();
    const parts = [...headline.querySelectorAll('dl > div')].map((d) => d.textContent);
    expect(parts).toEqual(['Video Performance · weight 20%68.2%', 'Audio Performance · weight 30%74.6%', 'Answer Content · weight 50%62.5%']);
    expect(within(headline).getByTestId('overall-fix-first').textContent).toBe(
      'Fix first: answer content (62.5%) — it holds your overall back by 18.8 points, more than any other part.',
    );
    expect(within(headline).queryByTestId('overall-incomplete')).toBeNull();
    // It comes before every card of the page.
    const videoCard = screen.getByRole('region', { name: 'Video Performance' });
    expect(headline.compareDocumentPosition(videoCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('names an overall whose content was not judged "Delivery only", says why and what to do, and never bands it', async () => {
    const note = 'not enough clear speech to judge content (14 clear words; 20 needed)';
    const unjudged = { ...result, content: { status: 'not_enough_speech' as const, note, engine: 'pocketsphinx', score: null, parts: { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null }, findings: [], structure: null } };
    fakeApi({ [BY_ID]: served({ results: unjudged }) });
    renderAt('/analysis/sess-1');
    const headline = await screen.findByRole('region', { name: 'Overall Score' });
    expect(within(headline).getByTestId('overall-score-value').textContent).toBe('71.4%');
    expect(within(headline).queryByText('Medium (60 to below 80)')).toBeNull();
    expect(within(headline).getByTestId('overall-incomplete-label').textContent).toBe('Delivery only');
    const why = within(headline).getByTestId('overall-incomplete').textContent;
    expect(why).toContain(`Delivery only — content not judged: ${note}.`);
    expect(why).toContain('not averaged, ranked or compared with complete ones');
    expect(why).toContain('What to do: Record again in a quiet room');
    expect(within(headline).getByRole('meter', { name: 'Overall Score (Delivery only)' })).toBeTruthy();
  });

  it('shows eye contact as not measured when the engine flags the face as rarely visible, whatever the figure', async () => {
    // A mock report's combined result: the mean of the answers that were measured, with one answer's flag.
    const flagged = sampleAnalysisResult({ ...result, quality: { flags: ['face_rarely_visible'], face_visible_ratio: 0.4, media_duration: 60 } });
    flagged.video.metrics = { face_detection_rate: 0.4, average_eye_contact_score: 0.872, average_posture_score: 0.941, average_engagement_score: 0.5 };
    fakeApi({ [BY_ID]: served({ results: flagged }) });
    renderAt('/analysis/sess-1');
    const card = await screen.findByRole('region', { name: 'Video Performance' });
    const row = (label: string) => within(card).getByText(label).parentElement?.textContent;
    expect(row('Eye Contact')).toBe('Eye ContactNot measured');
    expect(row('Engagement')).toBe('EngagementNot measured');
    expect(row('Posture')).toBe('Posture94%');
    expect(card.textContent).not.toContain('87');
    expect(screen.getByText('Your face was visible in too few frames to measure eye contact and engagement reliably.')).toBeTruthy();
  });

  it("shows a spoken mock interview's conversation with its recordings on the report; nothing where the interview kept none", async () => {
    const absent = { present: false, evidence: null };
    const question = { question: 'Tell me about a deadline.', competency: 'teamwork', skipped: false, duration_sec: 30, transcript: 'we shipped', speaking_pace: 120, filler_words: 0, eye_contact: 0.8, score: 70, star: { situation: absent, task: absent, action: absent, result: absent }, star_status: 'checked', star_note: null, fillers: [], analysis_error: null };
    const mock = { ...result, questions: [{ ...question, question_key: 'q1', recording_url: '/api/mock/media/m-1/q1' }] } as AnalysisResult;
    const turns = [
      { seq: 0, speaker: 'interviewer', started_at: 0, ended_at: 4, text: 'Tell me about a deadline.', question_key: 'q1', ended_by: null },
      { seq: 1, speaker: 'candidate', started_at: 5, ended_at: 35, text: 'we shipped two weeks early', question_key: 'q1', ended_by: 'silence' },
    ];
    const routes = [{ path: '/analysis/:sessionId', element: <AnalysisDetailPage Conversation={ReportConversation} /> }];
    fakeApi({ [BY_ID]: served({ results: mock, session: { ...session, category: 'mock_interview', video_upload: null } }), [`GET ${INTERVIEWER_PATHS.turns('sess-1')}`]: { body: { turns } } });
    renderScreen('/analysis/sess-1', routes);
    const conversation = await screen.findByRole('region', { name: CONVERSATION_TEXTS.transcriptTitle });
    expect(within(conversation).getByText('we shipped two weeks early')).toBeTruthy();
    expect(within(conversation).getByText('Tell me about a deadline.')).toBeTruthy();
    const player = within(conversation).getByLabelText(/^Play your answer/) as HTMLAudioElement;
    expect(player.getAttribute('src')).toBe('/api/mock/media/m-1/q1');
    cleanup();

    const api = fakeApi({
      [BY_ID]: served({ results: mock, session: { ...session, category: 'mock_interview', video_upload: null } }),
      [`GET ${INTERVIEWER_PATHS.turns('sess-1')}`]: { body: { turns: [] } },
    });
    renderScreen('/analysis/sess-1', routes);
    expect(await screen.findAllByTestId('mock-question-result')).toHaveLength(1);
    await vi.waitFor(() => expect(api.callsTo('GET', INTERVIEWER_PATHS.turns('sess-1'))).toHaveLength(1));
    expect(screen.queryByRole('region', { name: CONVERSATION_TEXTS.transcriptTitle })).toBeNull();
  });

  it("heads a mock interview's report with its time in the user's time zone, not the UTC the server stored", async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      const name = 'Mock interview — Behavioral, 28 Nov 2026 04:53 UTC';
      fakeApi({ [BY_ID]: served({ unique_display_name: name, session: { ...session, display_name: name, video_upload: null } }) });
      renderAt('/analysis/sess-1');
      const heading = await screen.findByRole('heading', { level: 1 });
      const local = new Date('2026-11-28T04:53:00Z').toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
      expect(heading.textContent).toBe(`Mock interview — Behavioral, ${local}`);
      expect(heading.textContent).not.toContain('UTC');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('shows the header, cards with hints, Not measured, panels and insights', async () => {
    const api = fakeApi({ [BY_ID]: served() });
    renderAt('/analysis/sess-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'answer.mp4 (2)' })).toBeTruthy();
    expect(screen.getByText(`Analysis completed on ${new Date(session.end_time ?? '').toLocaleDateString()}`)).toBeTruthy();
    // Opened by id, the page shows that very analysis: 'showing the most recent upload' would be false.
    expect(screen.queryByText(/Multiple files with this name found/)).toBeNull();
    // Posture is null in the result: no invented number.
    expect(screen.getByText('Not measured')).toBeTruthy();
    // Eye contact is a share of the frames with a face, and says so.
    expect(screen.getByText('62%')).toBeTruthy();
    expect(screen.getAllByText('while your face was in view')).toHaveLength(2); // eye contact and engagement
    expect(screen.getByText('Good pace')).toBeTruthy(); // 138 WPM, inside the 120–160 band
    expect(screen.getByText('2.0 a minute — Excellent control')).toBeTruthy(); // 2 fillers in 60 s: at the limit of 2 a minute
    expect(screen.getByText('Needs improvement')).toBeTruthy(); // confidence 55 < 60
    expect(screen.getByText('Clear voice at 138 WPM')).toBeTruthy();
    expect(screen.getByText('Record one answer a day')).toBeTruthy();
    expect(screen.getByText('Insights & Recommendations')).toBeTruthy();
    expect(screen.queryByText('Using overall performance score for video analysis')).toBeNull();
    expect(screen.getByTestId('timeline-chart')).toBeTruthy();
    // Everything comes from the one detail response (the report files are subsets of it); only the sharing panel asks for its own.
    expect(api.calls.map((c) => c.path).filter((path) => !path.startsWith('/api/sharing/'))).toEqual([analysisUrls.status('sess-1')]);
  });

  it('an audio-only recording whose answer was judged says the overall is made of audio and what was said', async () => {
    const judged = sampleAnalysisResult({
      overall_score: 67,
      video: {
        performance_score: null,
        frames_analyzed: 0,
        metrics: { face_detection_rate: null, average_eye_contact_score: null, average_posture_score: null, average_engagement_score: null },
      },
      audio: { performance_score: 98 },
      quality: { flags: ['no_video_stream'] },
      component_weights: { video: 0, audio: 0.54, content: 0.46 },
    });
    const parts = { structure: 30, specifics: 20, ownership: 40, hedging: 50, repetition: 30, length: 20, relevance: 30, vocabulary: 30 };
    judged.content = { status: 'judged', note: null, engine: 'pocketsphinx (en-us)', score: 30.8, parts, findings: [], structure: null };
    fakeApi({ [BY_ID]: served({ results: judged }) });
    renderAt('/analysis/sess-1');
    const reason = await screen.findByRole('region', { name: 'Audio-only recording' });
    expect(reason.textContent).toContain('your overall score is made of your audio (38%) and what you said (62%)');
    expect(reason.textContent).not.toContain('your overall score is your audio score');
    expect(within(screen.getByRole('region', { name: 'Overall Score' })).getByText('Audio performance and what your answer said, weighted as shown.')).toBeTruthy();
  });

  it('hides the video card of an audio-only recording and says why, and that the overall score is the audio score', async () => {
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
    fakeApi({ [BY_ID]: served({ results: noVideo }) });
    renderAt('/analysis/sess-1');
    const reason = await screen.findByRole('region', { name: 'Audio-only recording' });
    expect(reason.textContent).toContain('no video track');
    expect(reason.textContent).toContain('your overall score is your audio score');
    expect(screen.queryByRole('region', { name: 'Video Performance' })).toBeNull();
    expect(screen.queryByText('Eye Contact')).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Audio Performance' })).getByText('74.6%')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Overall Score' })).getByText(/Only audio performance could be measured/)).toBeTruthy();
    // A phone interview is no fault to warn about, and gets no camera advice.
    expect(screen.queryByText('About these measurements')).toBeNull();
    expect(document.body.textContent).not.toMatch(/camera on/i);
    expect(screen.queryByText('Using overall performance score for video analysis')).toBeNull();
  });

  it('plays an audio-only recording in an audio player and seeks it to a clicked filler', async () => {
    const noVideo = sampleAnalysisResult({ ...result, quality: { flags: ['no_video_stream'] } });
    fakeApi({ [BY_ID]: served({ results: noVideo }) });
    renderAt('/analysis/sess-1');
    const filler = await screen.findByRole('button', { name: 'um' });
    expect(document.querySelector('video')).toBeNull();
    const audio = document.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/api/analysis/media/sess-1');
    fireEvent.click(filler);
    expect(audio?.currentTime).toBeCloseTo(0.8);
  });

  it('plays the recording from the media endpoint and seeks to a clicked filler', async () => {
    fakeApi({ [BY_ID]: served() });
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
    fakeApi({ [BY_ID]: served({ results: unsure }) });
    renderAt('/analysis/sess-1');
    const note = await screen.findByTestId('transcript-engine-note');
    // A user is told what the transcript is worth, not to set up the server's recogniser (operator docs).
    expect(note.textContent).toBe(
      `Transcribed offline by PocketSphinx — word counts are reliable, individual words often are not (about ${POCKETSPHINX_READ_SPEECH_WER_PERCENT} % word error rate on read speech).`,
    );
    expect(within(note).queryByRole('link')).toBeNull();
    const transcriptBox = screen.getByLabelText('Transcript');
    expect(within(transcriptBox).getByTitle('The speech recogniser was unsure of this word').textContent).toBe('hello');
    expect(within(transcriptBox).queryAllByTitle('The speech recogniser was unsure of this word')).toHaveLength(1);
  });

  it('offers staff the Whisper set-up guide under a PocketSphinx transcript', async () => {
    const sphinx = sampleAnalysisResult({ ...result, engines: { transcriber: 'pocketsphinx', transcriber_detail: null, video_model: 'human', feedback: 'built-in' } });
    fakeApi({ [BY_ID]: served({ results: sphinx }) });
    renderScreen('/analysis/sess-1', DETAIL_ROUTES, { user: testUser({ role: 'admin' }) });
    const note = await screen.findByTestId('transcript-engine-note');
    expect(note.textContent).toContain('Set up Whisper for accurate transcripts.');
    expect(within(note).getByRole('link', { name: 'How to set up Whisper' }).getAttribute('href')).toBe(WHISPER_SETUP_DOCS_URL);
  });

  it('says so when Whisper wrote the transcript, without the set-up link; says nothing without a transcript', async () => {
    const whisper = sampleAnalysisResult({
      ...result,
      engines: { transcriber: 'whisper', transcriber_detail: 'whisper.cpp via smart-whisper, model ggml-base.en.bin', video_model: 'human', feedback: 'built-in' },
    });
    fakeApi({ [BY_ID]: served({ results: whisper }) });
    renderAt('/analysis/sess-1');
    const note = await screen.findByTestId('transcript-engine-note');
    expect(note.textContent).toMatch(/^Transcribed offline by Whisper \(whisper\.cpp via smart-whisper, model ggml-base\.en\.bin\)/);
    expect(within(note).queryByRole('link')).toBeNull();
    cleanup();

    const none = sampleAnalysisResult({ ...result, transcript: null, engines: { transcriber: 'none', transcriber_detail: null, video_model: 'human', feedback: 'built-in' } });
    fakeApi({ [BY_ID]: served({ results: none }) });
    renderAt('/analysis/sess-1');
    expect(await screen.findByText('No transcript is available for this recording.')).toBeTruthy();
    expect(screen.queryByTestId('transcript-engine-note')).toBeNull();
  });

  it('opens by file name through the video endpoint', async () => {
    const api = fakeApi({ [`GET ${analysisUrls.video('my answer.mp4')}`]: servedByName() });
    renderAt('/analysis/video/my%20answer.mp4');
    expect(await screen.findByRole('heading', { level: 1, name: 'answer.mp4 (2)' })).toBeTruthy();
    expect(api.callsTo('GET', analysisUrls.video('my answer.mp4'))).toHaveLength(1);
    expect(screen.getByText(/Multiple files with this name found\. Showing results for the most recent upload\. \(2 total versions\)/)).toBeTruthy();
  });

  it('shows Not Found, in-progress, failed and data-error states', async () => {
    fakeApi({});
    renderAt('/analysis/missing');
    expect(await screen.findByText('Analysis Not Found')).toBeTruthy();
    expect(screen.getByText('The requested analysis could not be found.')).toBeTruthy();
    cleanup();

    fakeApi({ [BY_ID]: served({ status: 'processing', results: null, session: { ...session, status: 'processing' } }) });
    renderAt('/analysis/sess-1');
    expect(await screen.findByText('Analysis is still in progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check Progress' }).getAttribute('href')).toBe('/analysis/progress/sess-1');
    cleanup();

    fakeApi({ [BY_ID]: served({ status: 'failed', results: null, session: { ...session, status: 'failed', error: 'No video stream' } }) });
    renderAt('/analysis/sess-1');
    expect(await screen.findByText('Analysis failed to complete: No video stream')).toBeTruthy();
    cleanup();

    // Not what the contract allows: the page must say its data is unreadable.
    fakeApi({ [BY_ID]: { body: detail({ results: 'garbage' }) } });
    renderAt('/analysis/sess-1');
    expect(await screen.findByText('Analysis Data Error')).toBeTruthy();
    expect(screen.getByText('The analysis data could not be loaded properly.')).toBeTruthy();
  });

  it('shows the server message on other errors with a way back', async () => {
    fakeApi({ [BY_ID]: { status: 500, body: { status: 'error', message: 'Database unavailable' }, schema: apiErrorSchema } });
    renderAt('/analysis/sess-1');
    expect(await screen.findByText('Analysis Error')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Analyses/ }).getAttribute('href')).toBe('/analyses');
  });
});
