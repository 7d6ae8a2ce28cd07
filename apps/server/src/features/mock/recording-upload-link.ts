import { MOCK_UPLOAD_URL_TTL_SECONDS, type RECORDING_EXTENSIONS } from '@rehearse/contract/mock-constants';
import type { MockPresignResponse } from '@rehearse/contract/mock-interview';
import type { ObjectStore } from '../../storage/object-store.ts';
import { recordingContentType } from './recording-keys.ts';
import { signUploadUrl, type UploadGrant } from './upload-url.ts';

export type RecordingUploadLink = Omit<MockPresignResponse, 'success'>;

/**
 * Where the browser sends one answer's recording: straight into the bucket with a presigned PUT when the
 * store offers one (S3: the bytes never pass through an API instance), else our own signed
 * `POST /api/mock/upload/` link (local store). Either way valid for MOCK_UPLOAD_URL_TTL_SECONDS from `signedAt`.
 */
export async function recordingUploadLink(
  objects: ObjectStore,
  grant: UploadGrant,
  options: { secret: string; signedAt: Date; extension: (typeof RECORDING_EXTENSIONS)[number]; size?: number },
): Promise<RecordingUploadLink> {
  const expiresAt = Math.floor(options.signedAt.getTime() / 1000) + MOCK_UPLOAD_URL_TTL_SECONDS;
  const common = { s3_key: grant.key, expires_at: new Date(expiresAt * 1000).toISOString() };
  const direct = await objects.presignPut?.(grant.key, {
    expiresInSeconds: MOCK_UPLOAD_URL_TTL_SECONDS,
    contentType: recordingContentType(options.extension),
    contentLength: options.size,
    signedAt: options.signedAt,
  });
  if (direct) return { ...common, presigned_url: direct.url, upload_method: 'PUT', upload_headers: direct.headers };
  return { ...common, presigned_url: signUploadUrl(grant, { secret: options.secret, expiresAt }), upload_method: 'POST', upload_headers: {} };
}
