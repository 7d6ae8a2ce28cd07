import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidRange } from './byte-range.ts';
import { assertValidObjectKey, isValidObjectKey } from './object-key.ts';
import {
  ObjectNotFoundError,
  type ByteRange,
  type ObjectStat,
  type ObjectStore,
  type PutOptions,
  type SignedMethod,
  type StoredObject,
} from './object-store.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files.ts';
import { signUrl, verifySignedUrl } from './signed-url.ts';

export interface LocalObjectStoreOptions {
  /** The folder holding the objects, e.g. `<DATA_DIR>/objects`; created when missing. */
  root: string;
  /** Enables `signedUrl`: URLs under `basePath` (the route that serves objects), signed with `secret`. */
  urlSigning?: { secret: string; basePath: string };
}

/** Temp files live in the same folder tree (so rename is atomic) under a name no valid key can take. */
const TEMP_DIR = '.tmp';

/** Objects as files under one folder on this machine: the single-machine adapter of ObjectStore. */
export class LocalObjectStore implements ObjectStore {
  private readonly root: string;

  constructor(private readonly options: LocalObjectStoreOptions) {
    this.root = resolve(options.root);
  }

  async put(key: string, body: Readable, _options?: PutOptions): Promise<StoredObject> {
    const target = this.localPath(key);
    const temp = join(this.root, TEMP_DIR, `${randomUUID()}.part`);
    await mkdir(dirname(temp), { recursive: true, mode: PRIVATE_DIR_MODE });
    try {
      // flush: the bytes reach the disk before the rename makes the object visible.
      await pipeline(body, createWriteStream(temp, { flags: 'wx', flush: true, mode: PRIVATE_FILE_MODE }));
      await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    const { size } = await stat(target);
    return { key, size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    if (range) assertValidRange(range);
    const path = this.localPath(key);
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  /** `.part` files of writes that never finished (a process killed mid-upload), untouched since `before`. */
  async removeStaleTempFiles(before: Date): Promise<number> {
    const dir = join(this.root, TEMP_DIR);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith('.part')) continue;
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || info.mtimeMs >= before.getTime()) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }

  async stat(key: string): Promise<ObjectStat | null> {
    try {
      const info = await stat(this.localPath(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  /** For the health check: the folder exists (created when missing) and this process may write there. */
  async checkReachable(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: PRIVATE_DIR_MODE });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  localPath(key: string): string {
    assertValidObjectKey(key);
    const path = resolve(this.root, key);
    // Belt and braces: the key rules already keep every path inside the root.
    if (!path.startsWith(this.root + sep)) throw new Error(`Object key escapes the store: ${key}`);
    return path;
  }

  async signedUrl(key: string, expiresInSeconds: number, method: SignedMethod = 'GET'): Promise<string> {
    assertValidObjectKey(key);
    const signing = this.requireSigning();
    return signUrl(`${signing.basePath}/${key}`, {
      secret: signing.secret,
      expiresAt: Math.floor(Date.now() / 1000) + expiresInSeconds,
      method,
    });
  }

  /** For the route serving `basePath`: the key a signed URL grants `method` on, or null when it is not valid now. */
  keyFromSignedUrl(pathAndQuery: string, method: SignedMethod = 'GET', nowSeconds?: number): string | null {
    const signing = this.requireSigning();
    const check = verifySignedUrl(pathAndQuery, { secret: signing.secret, method, nowSeconds });
    const prefix = `${signing.basePath}/`;
    if (!check.valid || !check.pathname.startsWith(prefix)) return null;
    const key = check.pathname.slice(prefix.length);
    return isValidObjectKey(key) ? key : null;
  }

  private requireSigning(): { secret: string; basePath: string } {
    if (!this.options.urlSigning) throw new Error('This object store was created without urlSigning');
    return { ...this.options.urlSigning, basePath: this.options.urlSigning.basePath.replace(/\/+$/, '') };
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
