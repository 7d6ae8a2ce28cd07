import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as HumanModule from '@vladmandic/human';
import type { Human } from '@vladmandic/human';
import type * as tfCore from '@tensorflow/tfjs-core';
import { diskModelRouter } from './disk-model-router.ts';
import { humanConfig } from './human-config.ts';

export interface HumanRuntime {
  human: Human;
  tf: typeof tfCore;
  /** Human's version, as recorded in results. */
  version: string;
  /** How long loading the backend and models took, in ms. */
  loadMs: number;
  /** Runs `task` after every earlier one has finished: one Human instance must not detect two frames at once. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
}

const require = createRequire(import.meta.url);

let runtime: Promise<HumanRuntime> | null = null;

/** The process-wide Human instance: loading the WASM backend and models takes seconds, so it happens once. */
export function humanRuntime(): Promise<HumanRuntime> {
  runtime ??= loadHuman().catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}

async function loadHuman(): Promise<HumanRuntime> {
  const started = performance.now();
  // The main entry is <package>/dist/human.node.js; its `exports` map hides package.json.
  const humanPackageDir = dirname(dirname(require.resolve('@vladmandic/human')));
  const wasmDir = dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'));
  // The package's `exports` keys lack './', so the node-wasm build is only reachable by absolute path.
  const humanModule = require(join(humanPackageDir, 'dist', 'human.node-wasm.js')) as typeof HumanModule;
  const config = humanConfig({
    modelBasePath: `${pathToFileURL(join(humanPackageDir, 'models')).href}/`,
    wasmPath: `${join(wasmDir, 'dist')}/`,
  });
  const human = new humanModule.Human(config);
  // Human types `tf` as any; it is the tfjs-core namespace that human.node-wasm.js requires.
  const tf = human.tf as typeof tfCore;
  tf.io.registerLoadRouter(diskModelRouter(tf.io));
  await human.init();
  await human.load();
  if (tf.getBackend() !== 'wasm') throw new Error(`Human started on the '${String(tf.getBackend())}' backend, not wasm`);
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };
  return { human, tf, version: human.version, loadMs: performance.now() - started, exclusive };
}
