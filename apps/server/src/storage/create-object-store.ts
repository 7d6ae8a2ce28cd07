import type { Config } from '../config.ts';
import { LocalObjectStore } from './local-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { S3ObjectStore } from './s3-object-store.ts';

/** The object store OBJECT_STORE chooses: a folder under DATA_DIR (one machine) or an S3-compatible bucket (many). */
export function createObjectStore(config: Pick<Config, 'objectStore' | 'objectsDir'>): ObjectStore {
  const settings = config.objectStore;
  if (settings.kind === 's3') return new S3ObjectStore(settings);
  return new LocalObjectStore({ root: config.objectsDir });
}
