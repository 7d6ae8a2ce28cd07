import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { InvalidObjectKeyError, ObjectNotFoundError, type ObjectStore } from './object-store.ts';
import { withLocalFile } from './with-local-file.ts';

export interface ObjectStoreContractOptions {
  /** A fresh, empty store; `cleanup` removes what it holds. */
  open(): Promise<{ store: ObjectStore; cleanup(): Promise<void> }>;
}

/**
 * The ObjectStore behaviour every adapter must show (local folder, S3 bucket): what the upload,
 * media, report, export and deletion code relies on.
 */
export function objectStoreContractTests(options: ObjectStoreContractOptions): void {
  let store: ObjectStore;
  let cleanup: () => Promise<void>;
  // Over S3's 5 MB part size, so the S3 adapter uploads it in two parts.
  const size = 5 * 1024 * 1024 + 123;
  const sourceBytes = randomBytes(size);

  beforeAll(async () => {
    ({ store, cleanup } = await options.open());
  });

  afterAll(async () => {
    await cleanup?.();
  });

  it('streams a file of a few MB in and out unchanged, with stat, range and delete', async () => {
    const key = 'uploads/user-1/video.webm';
    expect(await store.put(key, chunked(sourceBytes), { contentType: 'video/webm' })).toEqual({ key, size });
    expect(await store.exists(key)).toBe(true);
    expect(await store.stat(key)).toEqual({ size });
    expect(sha256(await collect(await store.get(key)))).toBe(sha256(sourceBytes));

    const range = await collect(await store.get(key, { start: 1_000_000, end: 1_000_999 }));
    expect(range).toEqual(sourceBytes.subarray(1_000_000, 1_001_000));
    const tail = await collect(await store.get(key, { start: size - 10, end: size + 100 }));
    expect(tail).toEqual(sourceBytes.subarray(size - 10));
    // One byte (not at 0: s3rver, unlike S3, reads `bytes=0-0` as the whole object).
    expect(await collect(await store.get(key, { start: 5, end: 5 }))).toEqual(sourceBytes.subarray(5, 6));

    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.stat(key)).toBeNull();
    await expect(store.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(store.get(key, { start: 0, end: 10 })).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('stores empty and small objects, and replaces an object put again', async () => {
    expect(await store.put('reports/empty.json', Readable.from([]))).toEqual({ key: 'reports/empty.json', size: 0 });
    expect(await collect(await store.get('reports/empty.json'))).toEqual(Buffer.alloc(0));
    await store.put('reports/a.json', Readable.from([Buffer.from('{"v":1}')]));
    await store.put('reports/a.json', Readable.from([Buffer.from('{"v":22}')]));
    expect((await collect(await store.get('reports/a.json'))).toString()).toBe('{"v":22}');
    expect(await store.stat('reports/a.json')).toEqual({ size: 8 });
  });

  it('keeps the previous object when an upload fails midway', async () => {
    const key = 'uploads/replace.bin';
    await store.put(key, Readable.from([Buffer.from('old contents')]));
    let sent = 0;
    const failing = new Readable({
      read() {
        // Past one S3 part, so a multipart upload has started before the client goes away.
        if (sent >= 6 * 1024 * 1024) {
          this.destroy(new Error('client went away'));
          return;
        }
        sent += 256 * 1024;
        this.push(Buffer.alloc(256 * 1024, 1));
      },
    });
    await expect(store.put(key, failing)).rejects.toThrow('client went away');
    expect((await collect(await store.get(key))).toString()).toBe('old contents');
  });

  it('keeps objects apart when many are written at once', async () => {
    const keys = Array.from({ length: 8 }, (_, i) => `uploads/many/${i}.bin`);
    await Promise.all(keys.map((key, i) => store.put(key, Readable.from([Buffer.from(`object ${i}`)]))));
    const bodies = await Promise.all(keys.map(async (key) => (await collect(await store.get(key))).toString()));
    expect(bodies).toEqual(keys.map((_, i) => `object ${i}`));
    await Promise.all(keys.map((key) => store.delete(key)));
    expect(await Promise.all(keys.map((key) => store.exists(key)))).toEqual(keys.map(() => false));
  });

  it('lists the objects under a folder prefix and deletes them all, leaving neighbours alone', async () => {
    const keys = ['mock/user-1/s1/q1/a.webm', 'mock/user-1/s1/q2/b.webm', 'mock/user-1/s2/q1/c.mp4'];
    for (const key of keys) await store.put(key, Readable.from([Buffer.from(key)]));
    await store.put('mock/user-10/s1/q1/x.webm', Readable.from([Buffer.from('neighbour')]));
    await store.put('mock/user-1.webm', Readable.from([Buffer.from('not in the folder')]));

    const listed = [];
    for await (const object of store.list('mock/user-1/')) listed.push(object);
    expect(listed.map((o) => o.key).sort()).toEqual(keys);
    expect(listed.find((o) => o.key === keys[0])?.size).toBe(keys[0]!.length);
    for (const object of listed) expect(object.lastModified.getTime()).toBeGreaterThan(Date.parse('2020-01-01'));

    expect(await store.deletePrefix('mock/user-1/')).toBe(3);
    for (const key of keys) expect(await store.exists(key)).toBe(false);
    expect(await store.exists('mock/user-10/s1/q1/x.webm')).toBe(true);
    expect(await store.exists('mock/user-1.webm')).toBe(true);
    expect(await store.deletePrefix('mock/user-1/')).toBe(0);
    const after = [];
    for await (const object of store.list('mock/')) after.push(object.key);
    expect(after.sort()).toEqual(['mock/user-1.webm', 'mock/user-10/s1/q1/x.webm']);
    if (store.localPath) expect(existsSync(store.localPath('mock/user-1'))).toBe(false);
  });

  it('rejects prefixes that are not folders of valid keys', async () => {
    for (const prefix of ['', '/', 'mock', '../', 'mock/../', 'mock//']) {
      await expect(store.deletePrefix(prefix)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(async () => {
        for await (const _ of store.list(prefix)) break;
      }).rejects.toBeInstanceOf(InvalidObjectKeyError);
    }
  });

  it('rejects bad keys on every method', async () => {
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', '.tmp/x', 'has space', 'a//b', '', 'x'.repeat(600)]) {
      await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.stat(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(store.exists(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      if (store.signedUrl) await expect(store.signedUrl(key, 60)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    }
  });

  it('rejects nonsensical ranges', async () => {
    await store.put('r.bin', Readable.from([Buffer.from('0123456789')]));
    await expect(store.get('r.bin', { start: 5, end: 2 })).rejects.toBeInstanceOf(RangeError);
    await expect(store.get('r.bin', { start: -1, end: 2 })).rejects.toBeInstanceOf(RangeError);
    await expect(store.get('r.bin', { start: 0.5, end: 2 })).rejects.toBeInstanceOf(RangeError);
    expect((await collect(await store.get('r.bin', { start: 2, end: 4 }))).toString()).toBe('234');
  });

  it('withLocalFile gives ffmpeg a readable file of the object, and leaves no temp copy behind', async () => {
    await store.put('media/clip.bin', chunked(sourceBytes));
    let seen = '';
    const digest = await withLocalFile(store, 'media/clip.bin', async (path) => {
      seen = path;
      return sha256(await readFile(path));
    });
    expect(digest).toBe(sha256(sourceBytes));
    expect(existsSync(seen)).toBe(store.localPath !== undefined);
    await expect(withLocalFile(store, 'media/missing.bin', async () => 1)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('answers the health check', async () => {
    await expect(store.checkReachable?.()).resolves.toBeUndefined();
  });
}

function chunked(bytes: Buffer): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += 64 * 1024) chunks.push(bytes.subarray(i, i + 64 * 1024));
  return Readable.from(chunks);
}

export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
