import type { MockPresignResponse } from '@rehearse/contract/mock-interview';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presignRecording, uploadRecording } from './upload-recording.ts';

const base = { success: true as const, s3_key: 'mock/u/s/q/a.webm', expires_at: '2026-01-01T00:15:00.000Z' };
const putLink: MockPresignResponse = {
  ...base,
  presigned_url: 'https://bucket.s3.eu-west-3.amazonaws.com/mock/u/s/q/a.webm?X-Amz-Signature=abc',
  upload_method: 'PUT',
  upload_headers: { 'Content-Type': 'video/webm' },
};
const postLink: MockPresignResponse = { ...base, presigned_url: '/api/mock/upload/?key=k&signature=s', upload_method: 'POST', upload_headers: {} };
const recording = new Blob([new Uint8Array([1, 2, 3])], { type: 'video/webm;codecs=vp8,opus' });

describe('uploadRecording', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('PUTs the bytes alone to a presigned bucket URL with the signed headers and no cookie', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await uploadRecording(putLink, recording, 'webm');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(putLink.presigned_url);
    expect(init).toMatchObject({ method: 'PUT', body: recording, credentials: 'omit', headers: { 'Content-Type': 'video/webm' } });
  });

  it("fails with the spec's text and the store's status (0 when the browser gives none)", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 })));
    await expect(uploadRecording(putLink, recording, 'webm')).rejects.toThrow('Upload failed: 403');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(uploadRecording(putLink, recording, 'webm')).rejects.toThrow('Upload failed: 0');
  });

  it('POSTs multipart to our own signed link, with the session', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ success: true, s3_key: base.s3_key, size: 3, duration: 0, message: 'Recording uploaded' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await uploadRecording(postLink, recording, 'webm');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(postLink.presigned_url);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    const form = init.body as FormData;
    expect((form.get('file') as File).name).toBe('recording.webm');
    expect(form.get('presigned_url')).toBe(postLink.presigned_url);
  });
});

describe('presignRecording', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('declares the recording size (none for an empty one)', async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => Response.json(putLink));
    vi.stubGlobal('fetch', fetchMock);
    expect(await presignRecording('s', 'q', 'webm', 3)).toEqual(putLink);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1].body))).toEqual({ session_id: 's', question_key: 'q', file_extension: 'webm', file_size: 3 });
    await presignRecording('s', 'q', 'webm', 0);
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1].body))).toEqual({ session_id: 's', question_key: 'q', file_extension: 'webm' });
  });
});
