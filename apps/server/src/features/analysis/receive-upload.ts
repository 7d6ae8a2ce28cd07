import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { UPLOAD_FIELD_NAME } from '@rehearse/contract/analysis-api';
import { NO_FILE_MESSAGE, uploadTooLargeMessage } from '@rehearse/contract/analysis-constants';
import { AnalysisProblem } from './analysis-problem.ts';

/** Where a received file went: the object store writes it while it streams in. */
export interface UploadSink {
  write(key: string, body: Readable): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface ReceivedFile {
  key: string;
  originalFilename: string;
  mimeType: string;
  size: number;
}

export interface ReceiveOptions {
  headers: Headers;
  body: WebReadableStream<Uint8Array> | null;
  maxBytes: number;
  /** The object key of the new file. */
  key: string;
}

/** Multipart overhead allowed on top of the file limit before a declared length is refused unread. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

function tooLarge(maxBytes: number): AnalysisProblem {
  return new AnalysisProblem(413, uploadTooLargeMessage(Math.round((maxBytes / (1024 * 1024)) * 100) / 100), { closeConnection: true });
}

/**
 * Streams the multipart field `video` of a request into the sink without buffering it, counting
 * bytes. The moment the file passes `maxBytes` reading stops, the stored part is removed and 413
 * answered (the route closes the connection rather than read the rest). A body cut off or
 * malformed anywhere answers 400. Other fields are drained.
 */
export async function receiveUpload(sink: UploadSink, options: ReceiveOptions): Promise<ReceivedFile> {
  const contentType = options.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !options.body) throw new AnalysisProblem(400, NO_FILE_MESSAGE);
  const declared = Number(options.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > options.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(options.maxBytes);

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: options.maxBytes, fields: 20, fieldSize: 64 * 1024 },
    });
  } catch {
    throw new AnalysisProblem(400, NO_FILE_MESSAGE);
  }

  const source = Readable.fromWeb(options.body);
  // Set inside busboy's callbacks; an object keeps TypeScript from narrowing them to their initial values.
  const state: { received: Promise<ReceivedFile> | null } = { received: null };
  const parsed = new Promise<void>((resolve, reject) => {
    // Not pipeline(): on a refusal it would destroy the request body, and with it the socket the
    // answer has to go out on. The body is unpiped instead and the route closes the connection.
    // The listener stays for good: the body errors later when that connection closes.
    source.on('error', reject);
    parser.on('error', reject);
    parser.on('close', resolve);
    parser.on('file', (field, file, info) => {
      if (field !== UPLOAD_FIELD_NAME || state.received) {
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
      // The sink attaches its own handlers only after an await (the store creates its folder
      // first), and busboy may fail the file stream before that: an 'error' emitted with no
      // listener would kill the process. The failure reaches the caller through the parser's
      // error (above) and the sink's rejected write (below), so this listener only has to exist.
      counted.on('error', () => {});
      file.on('error', (error) => counted.destroy(error));
      file.on('limit', () => {
        const problem = tooLarge(options.maxBytes);
        source.unpipe(parser);
        counted.destroy(problem);
        reject(problem);
      });
      file.pipe(counted);
      const written = sink.write(options.key, counted).then(() => ({
        key: options.key,
        originalFilename: info.filename || 'video',
        mimeType: info.mimeType,
        size,
      }));
      // Surfaced after the body is read; avoid an unhandled rejection meanwhile.
      written.catch(() => {});
      state.received = written;
    });
  });
  source.pipe(parser);

  try {
    await parsed;
  } catch (error) {
    // Let the store finish failing (it removes its temp file) before removing what it may have kept.
    await state.received?.catch(() => {});
    if (state.received) await sink.remove(options.key).catch(() => {});
    if (error instanceof AnalysisProblem) throw error;
    throw new AnalysisProblem(400, `Upload failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!state.received) throw new AnalysisProblem(400, NO_FILE_MESSAGE);
  try {
    return await state.received;
  } catch (error) {
    await sink.remove(options.key).catch(() => {});
    throw error;
  }
}
