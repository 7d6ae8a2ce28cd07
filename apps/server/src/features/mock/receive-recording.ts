import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { MOCK_UPLOAD_FILE_FIELD } from '@rehearse/contract/mock-interview';
import type { ObjectStore } from '../../storage/object-store.ts';
import { MockProblem, recordingTooLarge } from './mock-problem.ts';

/** Multipart overhead allowed on top of the file limit before a declared length is refused unread. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Streams the multipart field `file` into `key` without buffering it, counting bytes: past
 * `maxBytes` the stored part is removed and 413 answered. Other fields (`presigned_url`) are drained.
 */
export async function receiveRecording(
  objects: ObjectStore,
  request: { headers: Headers; body: WebReadableStream<Uint8Array> | null },
  options: { key: string; maxBytes: number },
): Promise<{ size: number }> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !request.body) throw new MockProblem(400, MOCK_SERVER_MESSAGES.noFile);
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > options.maxBytes + MULTIPART_OVERHEAD_BYTES) throw recordingTooLarge(options.maxBytes);

  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { files: 1, fileSize: options.maxBytes, fields: 10, fieldSize: 8 * 1024 } });
  } catch {
    throw new MockProblem(400, MOCK_SERVER_MESSAGES.noFile);
  }
  const state: { written: Promise<number> | null; truncated: boolean } = { written: null, truncated: false };
  parser.on('file', (field, file) => {
    if (field !== MOCK_UPLOAD_FILE_FIELD || state.written) {
      file.resume();
      return;
    }
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // Handlers are attached before anything awaits, so a failing stream cannot crash the process.
    file.on('error', (error) => counted.destroy(error));
    file.on('limit', () => {
      state.truncated = true;
    });
    file.pipe(counted);
    const written = objects.put(options.key, counted).then(() => size);
    written.catch(() => {});
    state.written = written;
  });

  try {
    await pipeline(Readable.fromWeb(request.body), parser);
  } catch (error) {
    if (state.written) await objects.delete(options.key).catch(() => {});
    throw new MockProblem(400, `Upload failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!state.written) throw new MockProblem(400, MOCK_SERVER_MESSAGES.noFile);
  let size: number;
  try {
    size = await state.written;
  } catch (error) {
    await objects.delete(options.key).catch(() => {});
    throw error;
  }
  if (state.truncated) {
    await objects.delete(options.key);
    throw recordingTooLarge(options.maxBytes);
  }
  return { size };
}
