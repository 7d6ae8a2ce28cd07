import { createHash, type Hash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class DownloadError extends Error {
  override name = 'DownloadError';
}

export interface DownloadProgress {
  received: number;
  /** Null when the server does not say how long the file is. */
  total: number | null;
}

export interface VerifiedDownload {
  url: string;
  /** The finished file; bytes arrive in `<destination>.part` first, so a half-written file is never taken for a model. */
  destination: string;
  /** Lower-case hex. */
  sha256: string;
  onProgress?: (progress: DownloadProgress) => void;
  /** Whatever is fetched stops with the signal (a shutdown). */
  signal?: AbortSignal;
}

/**
 * Downloads `url` to `destination`, resuming a `.part` file left by an interrupted run with an HTTP Range request
 * (a server that answers 200 instead of 206 sends the whole file again, and the part is started afresh). The SHA-256
 * of the whole file must match: otherwise the part is deleted (a resume would only extend the wrong bytes) and a
 * DownloadError says so. Network failures keep the part for the next run.
 */
export async function downloadVerifiedFile(download: VerifiedDownload): Promise<void> {
  const part = `${download.destination}.part`;
  const hash = createHash('sha256');
  const have = await hashExisting(part, hash);
  const headers: Record<string, string> = have > 0 ? { range: `bytes=${have}-` } : {};
  const response = await fetch(download.url, { headers, signal: download.signal ?? null, redirect: 'follow' }).catch((error: unknown) => {
    throw new DownloadError(`cannot reach ${new URL(download.url).host} (${causeOf(error)})`, { cause: error });
  });
  if (response.status === 416 && have > 0) {
    // The part already holds the whole file (the run before was stopped between the last byte and the rename).
    await response.body?.cancel();
    return finish(part, download, hash);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new DownloadError(`${download.url} answered ${response.status} ${response.statusText}`.trim());
  }
  const resumed = response.status === 206 && have > 0;
  const start = resumed ? have : 0;
  const fresh = resumed ? hash : createHash('sha256');
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? start + length : null;
  let received = start;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      fresh.update(chunk);
      received += chunk.length;
      download.onProgress?.({ received, total });
      callback(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(response.body), counter, createWriteStream(part, { flags: resumed ? 'a' : 'w' }));
  } catch (error) {
    throw new DownloadError(`the download from ${new URL(download.url).host} broke off after ${received} bytes (${causeOf(error)}); it resumes at the next start`, {
      cause: error,
    });
  }
  if (total !== null && received !== total) {
    throw new DownloadError(`the download from ${new URL(download.url).host} ended after ${received} of ${total} bytes; it resumes at the next start`);
  }
  await finish(part, download, fresh);
}

async function finish(part: string, download: VerifiedDownload, hash: Hash): Promise<void> {
  const actual = hash.digest('hex');
  if (actual !== download.sha256) {
    await rm(part, { force: true });
    throw new DownloadError(`the file from ${download.url} has SHA-256 ${actual}, not the published ${download.sha256}; it was deleted`);
  }
  await rename(part, download.destination);
}

/** Feeds what an earlier run left in `part` to `hash`; answers its length (0 when there is none). */
async function hashExisting(part: string, hash: Hash): Promise<number> {
  const size = await stat(part).then(
    (s) => s.size,
    () => 0,
  );
  if (size === 0) return 0;
  for await (const chunk of createReadStream(part)) hash.update(chunk as Buffer);
  return size;
}

/** undici hides the reason (ECONNREFUSED, ENOTFOUND…) in `cause`. */
function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return cause instanceof Error ? cause.message : String(cause);
}
