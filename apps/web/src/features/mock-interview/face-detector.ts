// Loaded only while an answer is recorded (use-face-out-of-frame.ts imports it on demand): Human and its TensorFlow.js
// are about 2 MB, which no other screen pays for. Decision 039.
import { Human, type Config } from '@vladmandic/human';

/** Where our server serves the detector's model and the WASM backend's binaries (scripts/face-model-files.ts). */
const FACE_MODEL_PATH = '/face-model/';

/** Face detection only (BlazeFace): whether a face is in the picture, nothing about it. */
function faceOnlyConfig(base: string): Partial<Config> {
  return {
    backend: 'wasm',
    wasmPath: base,
    modelBasePath: base,
    cacheModels: false,
    debug: false,
    warmup: 'none',
    filter: { enabled: false },
    gesture: { enabled: false },
    face: {
      enabled: true,
      detector: { modelPath: 'blazeface.json', rotation: false, maxDetected: 1, minConfidence: 0.5 },
      mesh: { enabled: false },
      iris: { enabled: false },
      attention: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
  } as Partial<Config>;
}

export interface FaceDetector {
  /** Whether the video's current frame shows a face. */
  hasFace(video: HTMLVideoElement): Promise<boolean>;
}

let loading: Promise<FaceDetector> | null = null;

/** The page's one detector: the backend and model load once, on the first recording. A failed load may be retried. */
export function faceDetector(): Promise<FaceDetector> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function load(): Promise<FaceDetector> {
  const human = new Human(faceOnlyConfig(new URL(FACE_MODEL_PATH, window.location.origin).href));
  await human.load();
  // TensorFlow.js falls back to other backends when WASM cannot start; on the CPU one a look takes seconds and would
  // starve the recording, so no cue is better.
  const backend: unknown = human.tf.getBackend();
  if (backend !== 'wasm') throw new Error(`the face detector started on '${String(backend)}', not wasm`);
  let busy: Promise<unknown> = Promise.resolve();
  return {
    // One detection at a time: Human's instance is not re-entrant.
    hasFace(video) {
      const next = busy.then(async () => (await human.detect(video)).face.length > 0);
      busy = next.catch(() => undefined);
      return next;
    },
  };
}
