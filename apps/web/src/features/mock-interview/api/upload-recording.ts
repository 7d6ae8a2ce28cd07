import { MOCK_ERRORS } from '@rehearse/contract/mock-constants';
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

/** POST /api/mock/presign/ — a short-lived upload link for one answer. */
export function presignRecording(sessionId: string, questionKey: string, extension: 'webm' | 'mp4'): Promise<MockPresignResponse> {
  return mockRequest(mockUrls.presign(), {
    method: 'POST',
    body: { session_id: sessionId, question_key: questionKey, file_extension: extension },
    schema: mockPresignResponseSchema,
    failure: MOCK_ERRORS.presign,
  });
}

/** POST to the signed link (our /api/mock/upload/): multipart `file` named recording.{ext} and `presigned_url`. */
export async function uploadRecording(link: MockPresignResponse, recording: Blob, extension: 'webm' | 'mp4'): Promise<void> {
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
