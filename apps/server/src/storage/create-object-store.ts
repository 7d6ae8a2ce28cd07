import type { Config } from '../config.ts';
import { LocalObjectStore } from './local-object-store.ts';
import type { ObjectStore } from './object-store.ts';

/**
 * The object store OBJECT_STORE chooses: a folder under DATA_DIR (one machine) or an S3-compatible bucket (many).
 * The AWS SDK is loaded only for S3: it is a large part of a start-up that does not need it.
 */
export async function createObjectStore(config: Pick<Config, 'objectStore' | 'objectsDir'>): Promise<ObjectStore> {
  const settings = config.objectStore;
  if (settings.kind === 's3') {
    const { S3ObjectStore } = await import('./s3-object-store.ts');
    return new S3ObjectStore(settings);
  }
  return new LocalObjectStore({ root: config.objectsDir });
}
