import type { Readable } from 'node:stream';

/**
 * The object store port: uploaded videos and generated files, addressed by key. Adapters:
 * `local-object-store.ts` (a folder on disk, one machine) and `s3-object-store.ts` (an S3-compatible
 * bucket shared by many machines); `object-store-contract-tests.ts` holds the behaviour both show.
 * Bodies are streams both ways; no adapter may hold a whole object in memory.
 */
export interface ObjectStore {
  /** Streams `body` into `key` (replacing any object there) and answers the bytes written. The object appears only once complete. */
  put(key: string, body: Readable, options?: PutOptions): Promise<StoredObject>;
  /** The object's bytes, or only `range` of them. Rejects with `ObjectNotFoundError` when the key holds nothing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size for HTTP range serving, or null when the key holds nothing. */
  stat(key: string): Promise<ObjectStat | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every object whose key starts with `prefix` (a folder: valid key segments ending in `/`), in no set order. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Removes every object under `prefix` (a folder, as for `list`), and on disk the folder itself; answers how many objects went. */
  deletePrefix(prefix: string): Promise<number>;
  /** A path on this machine holding the object's bytes (local adapter only), e.g. for ffmpeg. Use `withLocalFile` to cover every adapter. */
  localPath?(key: string): string;
  /** Removes partial writes (of a process killed mid-upload) last touched before `before`; answers how many. */
  removeStaleTempFiles?(before: Date): Promise<number>;
  /** Rejects when the store cannot be used now (folder not writable, bucket unreachable): for `GET /api/health`. */
  checkReachable?(): Promise<void>;
  /** Releases connections (S3 client sockets) at shutdown. */
  close?(): void;
  /** A URL that grants `method` on the object until it expires, without a session. */
  signedUrl?(key: string, expiresInSeconds: number, method?: SignedMethod): Promise<string>;
  /**
   * A URL a browser PUTs the object's bytes to directly, bypassing the API (stores other machines
   * reach, i.e. S3). Absent on the local store: uploads then go through the API.
   */
  presignPut?(key: string, options: PresignPutOptions): Promise<PresignedPut>;
  /** The origin `presignPut` URLs point at: the page's Content-Security-Policy must allow connecting there. */
  directUploadOrigin?(): string;
}

export interface PresignPutOptions {
  expiresInSeconds: number;
  /** Signed: the upload must send exactly this Content-Type. */
  contentType: string;
  /** Signed when given: the upload must be exactly this many bytes. */
  contentLength?: number;
  /** When the validity starts (default now); the caller's clock, so the expiry it reports is the URL's. */
  signedAt?: Date;
}

export interface PresignedPut {
  url: string;
  /** Headers the upload must carry as they are (the signed ones a browser can set). */
  headers: Record<string, string>;
}

export interface PutOptions {
  contentType?: string;
}

export interface StoredObject {
  key: string;
  size: number;
}

export interface ObjectStat {
  size: number;
}

export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/** Byte positions, both inclusive, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export type SignedMethod = 'GET' | 'PUT' | 'POST';

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object at ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

export class InvalidObjectKeyError extends Error {
  constructor(readonly key: string, reason: string) {
    super(`Invalid object key ${JSON.stringify(key.slice(0, 100))}: ${reason}`);
    this.name = 'InvalidObjectKeyError';
  }
}
