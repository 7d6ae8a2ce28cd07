import { readFile } from 'node:fs/promises';
import { analysisUrls, startAnalysisResponseSchema, UPLOAD_FIELD_NAME, uploadResponseSchema } from '@rehearse/contract/analysis-api';
import { MOCK_MAX_RECORDING_BYTES } from '@rehearse/contract/mock-constants';
import {
  MOCK_UPLOAD_FILE_FIELD,
  mockPresignResponseSchema,
  mockStartResponseSchema,
  mockUploadResponseSchema,
  mockUrls,
} from '@rehearse/contract/mock-interview';
import type { TestClient } from './test-app.ts';

/**
 * The two multipart upload endpoints, as a test drives them over HTTP, so one hardening or fuzz
 * suite runs against both (they share one receiver, http/receive-multipart-file.ts).
 */
export interface UploadEndpoint {
  name: string;
  /** The multipart field the file goes in. */
  fileField: string;
  /** The largest file the endpoint takes in a test app whose analysis limit is `analysisLimit` bytes. */
  maxBytes(analysisLimit: number): number;
  /** Where `client` POSTs one upload (for the mock: a new signed link to its active session). */
  uploadUrl(client: TestClient): Promise<string>;
  /** Uploads the video at `path` as `client` and answers the URL it is served from afterwards. */
  storedMedia(client: TestClient, path: string): Promise<string>;
}

export const analysisUpload: UploadEndpoint = {
  name: 'POST /api/analysis/upload/',
  fileField: UPLOAD_FIELD_NAME,
  maxBytes: (analysisLimit) => analysisLimit,
  uploadUrl: async () => analysisUrls.upload(),
  async storedMedia(client, path) {
    const uploaded = await client.request(analysisUrls.upload(), { method: 'POST', body: await formWith(UPLOAD_FIELD_NAME, path) });
    const { video_upload } = uploadResponseSchema.parse(await ok(uploaded));
    const started = await client.post(analysisUrls.start(), { video_upload_id: video_upload.id, analysis_types: ['video', 'audio'] });
    return analysisUrls.media(startAnalysisResponseSchema.parse(await ok(started)).session_id);
  },
};

export const mockUpload: UploadEndpoint = {
  name: 'POST /api/mock/upload/',
  fileField: MOCK_UPLOAD_FILE_FIELD,
  maxBytes: () => MOCK_MAX_RECORDING_BYTES,
  uploadUrl: async (client) => (await presignedLink(client)).url,
  async storedMedia(client, path) {
    const link = await presignedLink(client);
    const uploaded = await client.request(link.url, { method: 'POST', body: await formWith(MOCK_UPLOAD_FILE_FIELD, path) });
    const { s3_key } = mockUploadResponseSchema.parse(await ok(uploaded));
    await ok(await client.post(mockUrls.answer(), { session_id: link.sessionId, question_key: link.questionKey, duration_sec: 3, notes: '', media_url: s3_key, skipped: false }));
    return mockUrls.media(link.sessionId, link.questionKey);
  },
};

export const UPLOAD_ENDPOINTS: readonly UploadEndpoint[] = [analysisUpload, mockUpload];

/** A signed upload link for the first question of the client's active mock interview (started if none). */
async function presignedLink(client: TestClient): Promise<{ url: string; sessionId: string; questionKey: string }> {
  const session = mockStartResponseSchema.parse(await ok(await client.post(mockUrls.start())));
  const questionKey = session.questions[0]?.key;
  if (!questionKey) throw new Error('the mock interview has no questions');
  const presign = await client.post(mockUrls.presign(), { session_id: session.session_id, question_key: questionKey, file_extension: 'mp4' });
  return { url: mockPresignResponseSchema.parse(await ok(presign)).presigned_url, sessionId: session.session_id, questionKey };
}

async function formWith(field: string, path: string): Promise<FormData> {
  const form = new FormData();
  form.set(field, new Blob([await readFile(path)], { type: 'video/mp4' }), 'clip.mp4');
  return form;
}

async function ok(response: Response): Promise<unknown> {
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${response.url || 'request'} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}
