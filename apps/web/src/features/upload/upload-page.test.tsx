import type { AnalysisSession } from '@rehearse/contract/analysis-api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completedSession } from '../../test-kit/analysis-sessions.ts';
import { UploadPage } from './upload-page.tsx';

/** A stand-in for the browser's XMLHttpRequest that reports upload progress and answers like the server. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  url = '';
  sent: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {}
  send(body: FormData) {
    this.sent = body;
    FakeXhr.last = this;
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/upload', element: <UploadPage /> },
      { path: '/analysis/:sessionId', element: <p>detail page</p> },
    ],
    { initialEntries: ['/upload'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const input = () => screen.getByTestId('video-file-input') as HTMLInputElement;

describe('Upload screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  /** The server's public config with an upload limit of `maxMb`. */
  function serverLimit(maxMb: number) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ google: false, support_email: null, support_hours: null, max_upload_mb: maxMb, coach: 'built-in' })),
    );
  }
  const videoOf = (mb: number) => {
    const file = new File(['x'], 'big.mp4', { type: 'video/mp4' });
    Object.defineProperty(file, 'size', { value: mb * 1024 * 1024 });
    return file;
  };

  it('gives the spec messages for no file, a non-video and a file over the limit', async () => {
    serverLimit(100);
    renderPage();
    expect(await screen.findByText('MP4, MOV, WebM, MKV, AVI, WMV or audio: M4A, MP3, WAV, OGG, Opus, WebM (max 100MB)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Analyze' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a video file');
    fireEvent.change(input(), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('alert').textContent).toBe('Please select a valid video file');
    fireEvent.change(input(), { target: { files: [videoOf(101)] } });
    expect(screen.getByRole('alert').textContent).toBe('File is too large. Maximum size is 100MB');
  });

  it("checks against the admin's limit from the server: 200 MB takes 101 MB, 1 MB refuses 2 MB", async () => {
    serverLimit(200);
    renderPage();
    expect(await screen.findByText('MP4, MOV, WebM, MKV, AVI, WMV or audio: M4A, MP3, WAV, OGG, Opus, WebM (max 200MB)')).toBeTruthy();
    fireEvent.change(input(), { target: { files: [videoOf(101)] } });
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    serverLimit(1);
    renderPage();
    expect(await screen.findByText('MP4, MOV, WebM, MKV, AVI, WMV or audio: M4A, MP3, WAV, OGG, Opus, WebM (max 1MB)')).toBeTruthy();
    fireEvent.change(input(), { target: { files: [videoOf(2)] } });
    expect(screen.getByRole('alert').textContent).toBe('File is too large. Maximum size is 1MB');
  });

  it('shows a 200-byte file as 200 bytes, not 0 KB', () => {
    renderPage();
    fireEvent.change(input(), { target: { files: [new File(['x'.repeat(200)], 'tiny.webm', { type: 'video/webm' })] } });
    expect(screen.getByText('200 B')).toBeTruthy();
  });

  it('opens the picker from the keyboard and accepts a dropped video', () => {
    renderPage();
    // Its name is its visible text (axe: label-content-name-mismatch).
    const zone = screen.getByRole('button', { name: /^Click to choose a video or audio recording, or drag and drop it here/ });
    const click = vi.spyOn(input(), 'click');
    fireEvent.keyDown(zone, { key: 'Enter' });
    expect(click).toHaveBeenCalledTimes(1);
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['v'], 'talk.webm', { type: 'video/webm' })] } });
    expect(screen.getByText('talk.webm')).toBeTruthy();
  });

  it('names an audio file a recording, not a video, and offers exactly the formats the server takes', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderPage();
    expect(input().accept).toBe('.mp4,.mov,.webm,.mkv,.avi,.wmv,.m4a,.mp3,.wav,.ogg,.opus');
    fireEvent.change(input(), { target: { files: [new File(['a'], 'phone.m4a', { type: 'audio/x-m4a' })] } });
    expect(screen.getByRole('button', { name: /^Selected audio recording ?phone\.m4a/ })).toBeTruthy();
    expect(screen.queryByText(/Selected video/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Analyze' }));
    act(() => FakeXhr.last?.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading audio recording' })).toBeTruthy();
  });

  it('asks whether the recording is one answer or an interview, sends the choice with the file and remembers it', () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderPage();
    const choice = screen.getByRole('group', { name: 'Who is speaking in this recording?' });
    const oneAnswer = within(choice).getByRole('radio', { name: /^Only me: one answer/ }) as HTMLInputElement;
    const interview = within(choice).getByRole('radio', { name: /^An interview: an interviewer and me/ }) as HTMLInputElement;
    expect(oneAnswer.checked).toBe(true);
    expect(interview.checked).toBe(false);

    fireEvent.click(interview);
    fireEvent.change(input(), { target: { files: [new File(['video'], 'panel.mp4', { type: 'video/mp4' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Analyze' }));
    expect(FakeXhr.last?.sent?.get('speaker_setup')).toBe('interview');
    expect((FakeXhr.last?.sent?.get('video') as File).name).toBe('panel.mp4');

    // The next visit starts from the last choice.
    cleanup();
    renderPage();
    expect((screen.getByRole('radio', { name: /^An interview/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /^Only me/ }));
    fireEvent.change(input(), { target: { files: [new File(['video'], 'answer.mp4', { type: 'video/mp4' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Analyze' }));
    expect(FakeXhr.last?.sent?.get('speaker_setup')).toBe('one_answer');
  });

  it('tells a FLAC file which formats work, before uploading it', () => {
    renderPage();
    fireEvent.change(input(), { target: { files: [new File(['a'], 'take.flac', { type: 'audio/flac' })] } });
    expect(screen.getByRole('alert').textContent).toBe(
      'This format is not supported. Upload a video (MP4, MOV, WebM, MKV, AVI, WMV) or an audio recording (M4A, MP3, WAV, OGG, Opus, WebM).',
    );
  });

  it('shows the server message under Upload failed when the upload is refused', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    renderPage();
    fireEvent.change(input(), { target: { files: [new File(['x'], 'notes.mp4', { type: 'video/mp4' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Analyze' }));
    await act(async () => FakeXhr.last?.respond(400, { status: 'error', message: 'Please select a valid video file: the file could not be read as a video' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Upload failed');
    expect(alert.textContent).toContain('the file could not be read as a video');
  });

  it('uploads with real percent, starts, polls the stage and opens the result', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const statuses: Array<Pick<AnalysisSession, 'status' | 'stage' | 'progress'>> = [
      { status: 'processing', stage: 'transcribe', progress: 35 },
      // The parallel video branch reports a lower percent: the screen must not go back.
      { status: 'processing', stage: 'video', progress: 30 },
      { status: 'completed', stage: 'done', progress: 100 },
    ];
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/analysis/start/') return Response.json({ status: 'success', session_id: 's-9', analysis_credits: 9, message: 'Analysis started' });
      if (url === '/api/analysis/status/s-9/') {
        const s = statuses.shift() ?? { status: 'completed', stage: 'done', progress: 100 };
        // As the server answers GET status/{id}: the live fields and the detail fields (no result until completed here).
        const session = completedSession('s-9', 20, {}, s);
        return Response.json({ ...s, session_id: 's-9', error: null, results: null, session, duplicate_warning: false, total_duplicates: 1, unique_display_name: session.display_name, duplicate_index: 0 });
      }
      return Response.json({ status: 'error', message: 'Not found' }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderPage();

    fireEvent.change(input(), { target: { files: [new File(['video'], 'talk.mp4', { type: 'video/mp4' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Analyze' }));
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no upload request');
    expect(xhr.url).toBe('/api/analysis/upload/');
    expect((xhr.sent?.get('video') as File).name).toBe('talk.mp4');
    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Uploading video' }).getAttribute('aria-valuenow')).toBe('42');

    await act(async () => xhr.respond(200, { status: 'success', video_upload: { id: 'up-1', original_filename: 'talk.mp4', size: 5, duration: 3 }, message: 'ok' }));
    // No event stream under jsdom: the status endpoint is polled, the first time at once.
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('progressbar', { name: 'Analyzing: Recognizing speech' }).getAttribute('aria-valuenow')).toBe('35');
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('progressbar', { name: 'Analyzing: Recognizing speech' }).getAttribute('aria-valuenow')).toBe('35');

    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Analysis completed successfully!')).toBeTruthy();
    expect(screen.getAllByText('Opening your results…')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/upload');
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/analysis/s-9');
    const startCall = fetchMock.mock.calls.find(([u]) => String(u) === '/api/analysis/start/');
    expect(JSON.parse(String(startCall?.[1]?.body))).toEqual({ video_upload_id: 'up-1', analysis_types: ['video', 'audio', 'combined', 'llm'] });
  });

  it('says Analysis timed out once the analysis has not moved for a minute, and stops checking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/analysis/start/') return Response.json({ status: 'success', session_id: 's-7', analysis_credits: 9, message: 'Analysis started' });
      if (url === '/api/analysis/status/s-7/') {
        const s = { status: 'processing', stage: 'video', progress: 60 } as const;
        const session = completedSession('s-7', 20, {}, s);
        return Response.json({ ...s, session_id: 's-7', error: null, results: null, session, duplicate_warning: false, total_duplicates: 1, unique_display_name: session.display_name, duplicate_index: 0 });
      }
      return Response.json({ status: 'error', message: 'Not found' }, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    fireEvent.change(input(), { target: { files: [new File(['video'], 'talk.mp4', { type: 'video/mp4' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload and Analyze' }));
    await act(async () => FakeXhr.last?.respond(200, { status: 'success', video_upload: { id: 'up-2', original_filename: 'talk.mp4', size: 5, duration: 3 }, message: 'ok' }));
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('link', { name: 'check its progress' }).getAttribute('href')).toBe('/analysis/progress/s-7');
    const polls = fetchMock.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(fetchMock.mock.calls.length).toBe(polls);
  });
});
