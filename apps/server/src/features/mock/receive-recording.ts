import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { MOCK_UPLOAD_FILE_FIELD, MOCK_UPLOAD_URL_FIELD } from '@rehearse/contract/mock-interview';
import { receiveMultipartFile } from '../../http/receive-multipart-file.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { recordingTooLarge } from './mock-problem.ts';
import { incomingRecordingKey } from './recording-keys.ts';
import { carriesUploadSignature, type UploadGrant } from './upload-url.ts';

export interface RecordingRequest {
  /** The request's path and query. */
  url: string;
  headers: Headers;
  body: WebReadableStream<Uint8Array> | null;
}

/**
 * Receives one answer's recording (multipart `file`) to a signed upload link, found in the request's
 * query or, as the spec's client sends it, in the form's `presigned_url` field, before or after the
 * file. `grantOf` checks the link the same way wherever it came from; a query link decides alone.
 * The file streams under the link's key. A link sent after the file is only known once the file is
 * in, so the file waits under a holding key of the user meanwhile, and is copied across (or removed)
 * when the link has been checked.
 */
export async function receiveRecording(
  objects: ObjectStore,
  request: RecordingRequest,
  options: { userId: string; maxBytes: number; grantOf: (link: string) => Promise<UploadGrant> },
): Promise<{ grant: UploadGrant; size: number }> {
  // Checked before a byte is read when the link is in the query.
  const checked: { grant: UploadGrant | null } = { grant: carriesUploadSignature(request.url) ? await options.grantOf(request.url) : null };
  const holdingKey = incomingRecordingKey(options.userId);
  const file = await receiveMultipartFile(
    { write: (key, body) => objects.put(key, body).then(() => undefined), remove: (key) => objects.delete(key) },
    {
      headers: request.headers,
      body: request.body,
      maxBytes: options.maxBytes,
      fileField: MOCK_UPLOAD_FILE_FIELD,
      textFields: [MOCK_UPLOAD_URL_FIELD],
      keyFor: async (fieldsBefore) => {
        if (checked.grant) return checked.grant.key;
        const link = fieldsBefore.get(MOCK_UPLOAD_URL_FIELD);
        if (link === undefined) return holdingKey;
        checked.grant = await options.grantOf(link);
        return checked.grant.key;
      },
      messages: { noFile: MOCK_SERVER_MESSAGES.noFile, tooLarge: recordingTooLarge(options.maxBytes).message },
    },
  );
  if (file.key !== holdingKey && checked.grant) return { grant: checked.grant, size: file.size };
  try {
    const grant = await options.grantOf(file.fields.get(MOCK_UPLOAD_URL_FIELD) ?? '');
    await objects.put(grant.key, await objects.get(holdingKey));
    return { grant, size: file.size };
  } finally {
    await objects.delete(holdingKey);
  }
}
