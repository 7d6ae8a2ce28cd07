import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidRange } from './byte-range.ts';
import { assertValidObjectKey, assertValidObjectPrefix, isValidObjectKey } from './object-key.ts';
import {
  ObjectNotFoundError,
  type ByteRange,
  type ListedObject,
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
/** A folder removed between mkdir and rename by a concurrent delete is made again; more than a few in a row is not a race. */
const MOVE_ATTEMPTS = 5;

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
      await this.moveIntoPlace(temp, target);
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

  /**
   * Deletes the object and the folders it leaves empty: a folder is named by a user's or session's id
   * (`uploads/<user id>/…`), and a deleted account must leave no name behind.
   */
  async delete(key: string): Promise<void> {
    const path = this.localPath(key);
    await rm(path, { force: true });
    for (let dir = dirname(path); dir !== this.root && dir.startsWith(this.root + sep); dir = dirname(dir)) {
      try {
        await rmdir(dir);
      } catch {
        return; // not empty (or already gone): its parents are not empty either
      }
    }
  }

  /** Renames the finished temp file to its key's path; a delete may remove the emptied folder in between, so that is retried. */
  private async moveIntoPlace(temp: string, target: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      try {
        await rename(temp, target);
        return;
      } catch (error) {
        if (!isMissing(error) || attempt >= MOVE_ATTEMPTS) throw error;
      }
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const folder = this.folderOf(prefix);
    let entries;
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      const info = await stat(path).catch(() => null);
      if (!info) continue;
      yield { key: relative(this.root, path).split(sep).join('/'), size: info.size, lastModified: info.mtime };
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    let count = 0;
    for await (const _ of this.list(prefix)) count += 1;
    // The folder too: no empty folder named after a user stays behind.
    await rm(this.folderOf(prefix), { recursive: true, force: true });
    return count;
  }

  /** For the health check: the folder exists (created when missing) and this process may write there. */
  async checkReachable(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: PRIVATE_DIR_MODE });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  private folderOf(prefix: string): string {
    assertValidObjectPrefix(prefix);
    return this.localPath(prefix.slice(0, -1));
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
