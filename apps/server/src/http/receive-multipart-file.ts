import { Readable, Transform } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { UploadRefusal } from './upload-refusal.ts';

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
  /** The text fields asked for in `textFields`, as sent (before or after the file). */
  fields: ReadonlyMap<string, string>;
}

export interface ReceiveOptions {
  headers: Headers;
  body: WebReadableStream<Uint8Array> | null;
  maxBytes: number;
  /** The multipart field that carries the file; other files are drained. */
  fileField: string;
  /** Text fields to keep; others are drained. */
  textFields?: readonly string[];
  /**
   * The object key of the file, asked when its part begins, with the kept fields sent before it.
   * A rejection refuses the upload with that error, the rest of the body unread.
   */
  keyFor: (fieldsBefore: ReadonlyMap<string, string>) => string | Promise<string>;
  messages: { noFile: string; tooLarge: string };
}

/** Multipart overhead allowed on top of the file limit before a declared length is refused unread. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MAX_FIELD_BYTES = 64 * 1024;

/**
 * Streams one multipart file field of a request into the sink without buffering it, counting
 * bytes: the one receiver of every upload route (analysis videos, mock-interview recordings). The
 * moment the file passes `maxBytes` reading stops, the stored part is removed and a 413
 * `UploadRefusal` thrown (the route closes the connection rather than read the rest). A body cut off
 * or malformed anywhere is a 400 `UploadRefusal`.
 */
export async function receiveMultipartFile(sink: UploadSink, options: ReceiveOptions): Promise<ReceivedFile> {
  const contentType = options.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType) || !options.body) throw new UploadRefusal(400, options.messages.noFile);
  const tooLarge = () => new UploadRefusal(413, options.messages.tooLarge);
  const declared = Number(options.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > options.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: options.maxBytes, fields: 20, fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    throw new UploadRefusal(400, options.messages.noFile);
  }

  const source = Readable.fromWeb(options.body);
  const kept = new Set(options.textFields ?? []);
  const fields = new Map<string, string>();
  // Set inside busboy's callbacks; an object keeps TypeScript from narrowing them to their initial values.
  const state: { key: string | null; keyRefused: unknown; received: Promise<Omit<ReceivedFile, 'fields'>> | null } = {
    key: null,
    keyRefused: null,
    received: null,
  };
  const parsed = new Promise<void>((resolve, reject) => {
    // Not pipeline(): on a refusal it would destroy the request body, and with it the socket the
    // answer has to go out on. The body is unpiped instead and the route closes the connection.
    // The listener stays for good: the body errors later when that connection closes.
    const refuse = (error: unknown) => {
      source.unpipe(parser);
      reject(error);
    };
    source.on('error', reject);
    parser.on('error', reject);
    parser.on('close', resolve);
    parser.on('field', (name, value) => {
      if (kept.has(name) && !fields.has(name)) fields.set(name, value);
    });
    parser.on('file', (field, file, info) => {
      if (field !== options.fileField || state.received) {
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
      // Handlers exist before the first await (of `keyFor`, then the store creating its folder):
      // busboy may fail the file stream meanwhile, and an 'error' with no listener would kill the
      // process. The failure reaches the caller through the parser's error (above) and the sink's
      // rejected write (below), so this listener only has to exist.
      counted.on('error', () => {});
      file.on('error', (error) => counted.destroy(error));
      file.on('limit', () => {
        const problem = tooLarge();
        counted.destroy(problem);
        refuse(problem);
      });
      const received = (async () => {
        // Until the key is known the file is not read: busboy holds the body back meanwhile.
        let key: string;
        try {
          key = await options.keyFor(new Map(fields));
        } catch (error) {
          state.keyRefused = error;
          refuse(error);
          throw error;
        }
        state.key = key;
        file.pipe(counted);
        await sink.write(key, counted);
        return { key, originalFilename: info.filename || options.fileField, mimeType: info.mimeType, size };
      })();
      // Surfaced after the body is read; avoid an unhandled rejection meanwhile.
      received.catch(() => {});
      state.received = received;
    });
  });
  source.pipe(parser);

  try {
    await parsed;
  } catch (error) {
    // Let the store finish failing (it removes its temp file) before removing what it may have kept.
    await state.received?.catch(() => {});
    if (state.key) await sink.remove(state.key).catch(() => {});
    if (error instanceof UploadRefusal || error === state.keyRefused) throw error;
    throw new UploadRefusal(400, `Upload failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!state.received) throw new UploadRefusal(400, options.messages.noFile);
  try {
    return { ...(await state.received), fields };
  } catch (error) {
    if (state.key) await sink.remove(state.key).catch(() => {});
    throw error;
  }
}
