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
