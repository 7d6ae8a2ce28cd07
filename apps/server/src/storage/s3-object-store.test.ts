import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../test/s3rver.ts';
import { objectStoreContractTests } from './object-store-contract-tests.ts';
import { S3ObjectStore } from './s3-object-store.ts';

describe('S3ObjectStore: the ObjectStore contract (s3rver on loopback)', () => {
  let s3: LocalS3 | undefined;
  objectStoreContractTests({
    open: async () => {
      s3 = await startLocalS3();
      const store = new S3ObjectStore(s3.settings);
      return {
        store,
        cleanup: async () => {
          store.close();
          await s3?.stop();
        },
      };
    },
  });
});

describe('S3ObjectStore', () => {
  let s3: LocalS3;
  let store: S3ObjectStore;

  beforeAll(async () => {
    s3 = await startLocalS3();
    store = new S3ObjectStore(s3.settings);
  });

  afterAll(async () => {
    store.close();
    await s3.stop();
  });

  it('issues presigned URLs: a browser PUTs straight into the bucket and GETs it back, ranged too', async () => {
    const put = await store.signedUrl('recordings/u/answer-1.webm', 60, 'PUT');
    expect(put.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/recordings/u/answer-1.webm?`)).toBe(true);
    expect(put).toContain('X-Amz-Signature=');
    const upload = await fetch(put, { method: 'PUT', body: 'recorded bytes' });
    expect(upload.status).toBe(200);
    expect(await store.stat('recordings/u/answer-1.webm')).toEqual({ size: 14 });

    const get = await store.signedUrl('recordings/u/answer-1.webm', 60);
    expect(await (await fetch(get)).text()).toBe('recorded bytes');
    const ranged = await fetch(get, { headers: { range: 'bytes=9-13' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('bytes');
  });

  it('presigns a PUT signed for the content type and, when given, the exact length; the browser sends those headers', async () => {
    const signedAt = new Date();
    const link = await store.presignPut('mock/u/s/q/a.webm', { expiresInSeconds: 120, contentType: 'video/webm', contentLength: 5, signedAt });
    const url = new URL(link.url);
    expect(link.headers).toEqual({ 'Content-Type': 'video/webm' });
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('120');
    expect(url.searchParams.get('X-Amz-Date')).toBe(signedAt.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, ''));
    expect((await fetch(link.url, { method: 'PUT', headers: link.headers, body: 'hello' })).status).toBe(200);
    expect(await store.stat('mock/u/s/q/a.webm')).toEqual({ size: 5 });
    const unsized = new URL((await store.presignPut('mock/u/s/q/b.webm', { expiresInSeconds: 60, contentType: 'video/mp4' })).url);
    expect(unsized.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    await expect(store.presignPut('../escape', { expiresInSeconds: 60, contentType: 'video/webm' })).rejects.toThrow(/Invalid object key/);
  });

  it('names the origin its presigned URLs point at, for the page CSP, whatever the addressing style', async () => {
    expect(store.directUploadOrigin()).toBe(s3.settings.endpoint);
    const credentials = { accessKeyId: 'a', secretAccessKey: 'b' };
    for (const settings of [
      { endpoint: null, bucket: 'my-bucket', region: 'eu-west-3', credentials, forcePathStyle: false },
      { endpoint: null, bucket: 'my-bucket', region: 'eu-west-3', credentials, forcePathStyle: true },
      { endpoint: null, bucket: 'my.dotted.bucket', region: 'us-east-1', credentials, forcePathStyle: false },
      { endpoint: 'https://minio.example.com:9000', bucket: 'media', region: 'us-east-1', credentials, forcePathStyle: true },
    ]) {
      const other = new S3ObjectStore(settings);
      const url = (await other.presignPut('mock/k.webm', { expiresInSeconds: 60, contentType: 'video/webm' })).url;
      expect(other.directUploadOrigin()).toBe(new URL(url).origin);
      other.close();
    }
  });

  it('fails the health check when the bucket is missing or the service is down', async () => {
    const wrongBucket = new S3ObjectStore({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(wrongBucket.checkReachable()).rejects.toThrow();
    wrongBucket.close();
    const down = new S3ObjectStore({ ...s3.settings, endpoint: 'http://127.0.0.1:9' });
    await expect(down.checkReachable()).rejects.toThrow();
    await expect(down.stat('a/b')).rejects.toThrow();
    down.close();
  });
});
