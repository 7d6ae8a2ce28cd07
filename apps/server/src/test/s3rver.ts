import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../config.ts';

export interface LocalS3 {
  /** Settings for an S3ObjectStore (or OBJECT_STORE=s3 env) pointing at this server's bucket. */
  settings: Omit<S3Settings, 'kind'>;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** s3rver on a free loopback port with one empty bucket: the real S3 protocol over HTTP, for tests and the soak bench. */
export async function startLocalS3(bucket = 'rehearse-test'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'rehearse-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts only these credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings: { endpoint, bucket, region: 'us-east-1', credentials, forcePathStyle: true },
    env: {
      OBJECT_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
