import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { io } from '@tensorflow/tfjs-core';

type IORouter = Parameters<typeof io.registerLoadRouter>[0];

const FILE_SCHEME = 'file://';

/**
 * A tfjs load router for `file://` model URLs. Without tfjs-node, tfjs only knows HTTP, and
 * Node's fetch refuses file:// URLs, so Human's `modelBasePath` pointing at the package's own
 * `models/` folder would fail; this reads model.json and its weight shards from disk instead.
 */
export function diskModelRouter(tfIo: typeof io): IORouter {
  // tfjs declares routers as always returning a handler, but its registry (like its own http
  // router) relies on `null` meaning 'not mine', hence the cast.
  const router = (url: string | string[]): io.IOHandler | null => {
    if (typeof url !== 'string' || !url.startsWith(FILE_SCHEME)) return null;
    const modelPath = fileURLToPath(url);
    return {
      load: async () => {
        const modelJson = JSON.parse(await readFile(modelPath, 'utf8')) as io.ModelJSON;
        return tfIo.getModelArtifactsForJSON(modelJson, async (manifest) => {
          const specs: io.WeightsManifestEntry[] = [];
          const shards: ArrayBuffer[] = [];
          for (const group of manifest) {
            specs.push(...group.weights);
            for (const shard of group.paths) {
              const bytes = await readFile(join(dirname(modelPath), shard));
              shards.push(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
            }
          }
          return [specs, shards];
        });
      },
    };
  };
  return router as IORouter;
}
