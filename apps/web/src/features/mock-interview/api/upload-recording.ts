import { MOCK_ERRORS } from './mock-api-errors.ts';
import {
  MOCK_UPLOAD_FILE_FIELD,
  MOCK_UPLOAD_URL_FIELD,
  mockPresignResponseSchema,
  mockUploadResponseSchema,
  mockUrls,
  type MockPresignResponse,
} from '@rehearse/contract/mock-interview';
import { apiRequest } from '../../../lib/api-client.ts';
import { MockCallError, mockRequest } from './mock-request.ts';

/** POST /api/mock/presign/ — a short-lived upload link for one answer of `size` bytes. */
export function presignRecording(sessionId: string, questionKey: string, extension: 'webm' | 'mp4', size: number): Promise<MockPresignResponse> {
  return mockRequest(mockUrls.presign(), {
    method: 'POST',
    body: { session_id: sessionId, question_key: questionKey, file_extension: extension, file_size: size > 0 ? size : undefined },
    schema: mockPresignResponseSchema,
    failure: MOCK_ERRORS.presign,
  });
}

/**
 * Sends the recording as the link says: PUT the bytes straight to the object store (S3), or POST to
 * our signed /api/mock/upload/ link as multipart `file` named recording.{ext} and `presigned_url`.
 */
export async function uploadRecording(link: MockPresignResponse, recording: Blob, extension: 'webm' | 'mp4'): Promise<void> {
  if (link.upload_method === 'PUT') return putRecording(link, recording);
  const form = new FormData();
  form.set(MOCK_UPLOAD_URL_FIELD, link.presigned_url);
  form.set(MOCK_UPLOAD_FILE_FIELD, recording, `recording.${extension}`);
  try {
    await apiRequest(link.presigned_url, { method: 'POST', body: form, schema: mockUploadResponseSchema });
  } catch (error) {
    const status = error instanceof Error && 'status' in error ? Number(error.status) : 0;
    throw new MockCallError(MOCK_ERRORS.upload(status), null);
  }
}

/** The bucket is another origin: no cookie goes there, and the signed headers go exactly as given. */
async function putRecording(link: MockPresignResponse, recording: Blob): Promise<void> {
  let status = 0;
  try {
    const response = await fetch(link.presigned_url, { method: 'PUT', headers: link.upload_headers, body: recording, credentials: 'omit' });
    if (response.ok) return;
    status = response.status;
  } catch {
    // Network or CORS failure: the browser gives no status.
  }
  throw new MockCallError(MOCK_ERRORS.upload(status), null);
}
