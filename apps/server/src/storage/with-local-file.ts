import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ObjectNotFoundError, type ObjectStore } from './object-store.ts';

/**
 * Runs `fn` with a path on this machine holding the object's bytes (for tools like ffmpeg
 * that read files): the local store's own file, or else a temp copy removed afterwards.
 */
export async function withLocalFile<T>(store: ObjectStore, key: string, fn: (path: string) => Promise<T>): Promise<T> {
  if (store.localPath) {
    if (!(await store.exists(key))) throw new ObjectNotFoundError(key);
    return fn(store.localPath(key));
  }
  const dir = await mkdtemp(join(tmpdir(), 'rehearse-object-'));
  try {
    const path = join(dir, basename(key));
    await pipeline(await store.get(key), createWriteStream(path));
    return await fn(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
