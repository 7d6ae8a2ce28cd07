import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config.ts';
import { assertValidObjectKey, assertValidObjectPrefix } from './object-key.ts';
import { assertValidRange } from './byte-range.ts';
import {
  ObjectNotFoundError,
  type ByteRange,
  type ListedObject,
  type ObjectStat,
  type ObjectStore,
  type PresignedPut,
  type PresignPutOptions,
  type PutOptions,
  type SignedMethod,
  type StoredObject,
} from './object-store.ts';

/** S3's least multipart part size; with 4 parts in flight an upload holds at most ~20 MB in memory, whatever its size. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

/**
 * Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph…): the adapter for many machines, where
 * API instances and workers share one bucket. Uploads are streamed multipart (nothing touches local
 * disk); ranged reads are ranged GETs. Keys are the same as the local store's, checked the same way.
 */
export class S3ObjectStore implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly settings: Omit<S3Settings, 'kind'>) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials ?? undefined,
    });
  }

  async put(key: string, body: Readable, options?: PutOptions): Promise<StoredObject> {
    assertValidObjectKey(key);
    // A multipart upload is invisible until completed and aborted on error (leavePartsOnError: false),
    // so readers never see half an object and a failed upload keeps the previous one.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: options?.contentType },
      partSize: PART_SIZE,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    let streamError: Error | undefined;
    body.once('error', (error) => {
      streamError = error;
      void upload.abort().catch(() => undefined);
    });
    try {
      await upload.done();
    } catch (error) {
      throw streamError ?? error;
    }
    if (streamError) throw streamError;
    const stat = await this.stat(key);
    if (!stat) throw new Error(`The upload of ${key} completed but the object is not in the bucket`);
    return { key, size: stat.size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertValidObjectKey(key);
    if (range) assertValidRange(range);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a stream body`);
      return answer.Body;
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key);
      // S3 answers 416 for a range starting past the end; the local store gives no bytes there.
      if (range && statusOf(error) === 416) return Readable.from([]);
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    assertValidObjectKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    assertValidObjectPrefix(prefix);
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
    }
  }

  /** One DeleteObject per key (S3 has no folders to remove): a user's prefix holds tens of objects, not thousands. */
  async deletePrefix(prefix: string): Promise<number> {
    const keys: string[] = [];
    for await (const object of this.list(prefix)) keys.push(object.key);
    for (const key of keys) await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    return keys.length;
  }

  /** A presigned S3 URL: the browser reads or writes the bucket directly, without passing through the API. */
  async signedUrl(key: string, expiresInSeconds: number, method: SignedMethod = 'GET'): Promise<string> {
    assertValidObjectKey(key);
    const command = method === 'PUT' ? new PutObjectCommand({ Bucket: this.bucket, Key: key }) : new GetObjectCommand({ Bucket: this.bucket, Key: key });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }

  /**
   * A presigned PutObject URL. Content-Type is signed (the presigner leaves it out unless asked) and so
   * is Content-Length when given: S3 refuses a body of another type or size. A PUT URL cannot carry a
   * size range (only a POST policy can), so callers check the stored size afterwards too.
   */
  async presignPut(key: string, options: PresignPutOptions): Promise<PresignedPut> {
    assertValidObjectKey(key);
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: options.contentType, ContentLength: options.contentLength });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      signingDate: options.signedAt,
      signableHeaders: new Set(['content-type']),
    });
    return { url, headers: { 'Content-Type': options.contentType } };
  }

  /** Resolved by the SDK's own endpoint rules (AWS virtual-hosted or path style, or S3_ENDPOINT), so it matches the presigned URLs. */
  directUploadOrigin(): string {
    const endpoint = this.client.config.endpointProvider({
      Bucket: this.bucket,
      Region: this.settings.region,
      Endpoint: this.settings.endpoint ?? undefined,
      ForcePathStyle: this.settings.forcePathStyle,
      UseFIPS: false,
      UseDualStack: false,
      Accelerate: false,
    });
    return endpoint.url.origin;
  }

  /** For the health check: rejects when the bucket cannot be reached with these credentials. */
  async checkReachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404 || (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound'));
}
