import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalObjectStore } from './local-object-store.ts';
import { collect, objectStoreContractTests, sha256 } from './object-store-contract-tests.ts';
import { InvalidObjectKeyError, ObjectNotFoundError, type ObjectStore } from './object-store.ts';
import { withLocalFile } from './with-local-file.ts';

describe('LocalObjectStore: the ObjectStore contract', () => {
  objectStoreContractTests({
    open: async () => {
      const root = await mkdtemp(join(tmpdir(), 'rehearse-store-contract-'));
      return { store: new LocalObjectStore({ root: join(root, 'objects') }), cleanup: () => rm(root, { recursive: true, force: true }) };
    },
  });
});

describe('LocalObjectStore', () => {
  let dir: string;
  let source: string;
  let sourceBytes: Buffer;
  let store: LocalObjectStore;
  const size = 5 * 1024 * 1024 + 123;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rehearse-store-test-'));
    source = join(dir, 'source.bin');
    sourceBytes = randomBytes(size);
    await writeFile(source, sourceBytes);
    store = new LocalObjectStore({
      root: join(dir, 'objects'),
      urlSigning: { secret: 'a-test-secret-0123456789', basePath: '/api/objects/' },
    });
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps the files under the root, at the key path, so ffmpeg can read them', async () => {
    await store.put('reports/a.json', Readable.from([Buffer.from('{"ok":true}')]));
    const path = store.localPath('reports/a.json');
    expect(path).toBe(join(dir, 'objects', 'reports', 'a.json'));
    expect(await readFile(path, 'utf8')).toBe('{"ok":true}');
  });

  it('replaces an object only once the new body is complete, and leaves no temp file after a failed upload', async () => {
    const key = 'uploads/replace.bin';
    await store.put(key, Readable.from([Buffer.from('old contents')]));
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 1));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(key, failing)).rejects.toThrow('client went away');
    expect((await collect(await store.get(key))).toString()).toBe('old contents');
    expect(await readdir(join(dir, 'objects', '.tmp'))).toEqual([]);
  });

  it('removes the folders a delete leaves empty (they are named by user and session ids), never the root or a folder still in use', async () => {
    await store.put('mock/user-1/session-1/q1/a.webm', Readable.from([Buffer.from('a')]));
    await store.put('mock/user-1/session-2/q1/b.webm', Readable.from([Buffer.from('b')]));
    await store.delete('mock/user-1/session-1/q1/a.webm');
    expect(existsSync(join(dir, 'objects', 'mock', 'user-1', 'session-1'))).toBe(false);
    expect(existsSync(join(dir, 'objects', 'mock', 'user-1', 'session-2', 'q1'))).toBe(true);
    await store.delete('mock/user-1/session-2/q1/b.webm');
    expect(existsSync(join(dir, 'objects', 'mock'))).toBe(false);
    expect(existsSync(join(dir, 'objects'))).toBe(true);
    await store.delete('mock/user-1/session-2/q1/b.webm');
  });

  it('keeps every write that races a delete emptying the same folder', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `race/user/${i % 4}/k${i}`);
    await Promise.all(keys.map((key, i) => (i % 2 ? store.put(key, Readable.from([Buffer.from(key)])) : store.put(key, Readable.from([Buffer.from(key)])).then(() => store.delete(key)))));
    for (const [i, key] of keys.entries()) expect(await store.exists(key), key).toBe(i % 2 === 1);
  });

  it('rejects bad keys for localPath', () => {
    for (const key of ['../escape', '/etc/passwd', '.tmp/x']) expect(() => store.localPath(key)).toThrow(InvalidObjectKeyError);
    expect(existsSync(join(dir, 'escape'))).toBe(false);
  });

  it('issues signed URLs that grant one method on one key until they expire', async () => {
    const url = await store.signedUrl('uploads/u/v.webm', 60);
    expect(url.startsWith('/api/objects/uploads/u/v.webm?')).toBe(true);
    expect(store.keyFromSignedUrl(url)).toBe('uploads/u/v.webm');
    expect(store.keyFromSignedUrl(url, 'PUT')).toBeNull();
    expect(store.keyFromSignedUrl(url, 'GET', Math.floor(Date.now() / 1000) + 61)).toBeNull();
    expect(store.keyFromSignedUrl(url.replace('v.webm', 'w.webm'))).toBeNull();
    const put = await store.signedUrl('uploads/u/new.webm', 60, 'PUT');
    expect(store.keyFromSignedUrl(put, 'PUT')).toBe('uploads/u/new.webm');
    await expect(store.signedUrl('../x', 60)).rejects.toBeInstanceOf(InvalidObjectKeyError);
  });

  it('withLocalFile gives the file itself here, and a temp copy (removed afterwards) for stores without local paths', async () => {
    await store.put('media/clip.bin', createReadStream(source));
    expect(await withLocalFile(store, 'media/clip.bin', async (path) => path)).toBe(store.localPath('media/clip.bin'));

    const remoteLike: ObjectStore = {
      put: (key, body, options) => store.put(key, body, options),
      get: (key, range) => store.get(key, range),
      stat: (key) => store.stat(key),
      delete: (key) => store.delete(key),
      exists: (key) => store.exists(key),
      list: (prefix) => store.list(prefix),
      deletePrefix: (prefix) => store.deletePrefix(prefix),
    };
    let copy = '';
    const digest = await withLocalFile(remoteLike, 'media/clip.bin', async (path) => {
      copy = path;
      return sha256(await readFile(path));
    });
    expect(copy).not.toBe(store.localPath('media/clip.bin'));
    expect(digest).toBe(sha256(sourceBytes));
    expect(existsSync(copy)).toBe(false);
    await expect(withLocalFile(store, 'media/missing.bin', async () => 1)).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(withLocalFile(remoteLike, 'media/missing.bin', async () => 1)).rejects.toBeInstanceOf(ObjectNotFoundError);
  });
});

