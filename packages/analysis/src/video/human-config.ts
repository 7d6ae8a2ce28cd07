import type { Config } from '@vladmandic/human';

/** The Human settings for offline, frame-by-frame analysis: face + mesh + iris, and body pose. */
export function humanConfig(paths: { modelBasePath: string; wasmPath: string }): Partial<Config> {
  return {
    backend: 'wasm',
    wasmPath: paths.wasmPath,
    modelBasePath: paths.modelBasePath,
    cacheModels: false,
    debug: false,
    async: true,
    warmup: 'none',
    // Frames are seconds apart, not a live stream: never reuse a cached result for the next frame.
    cacheSensitivity: 0,
    skipAllowed: false,
    filter: { enabled: false },
    gesture: { enabled: false },
    face: {
      enabled: true,
      detector: {
        rotation: false,
        // Enough to tell 'one face' from 'several'; each extra face costs a mesh + iris pass.
        maxDetected: 3,
        skipFrames: 0,
        skipTime: 0,
        minConfidence: 0.5,
      },
      mesh: { enabled: true },
      iris: { enabled: true },
      attention: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: true, modelPath: 'movenet-lightning.json', maxDetected: 1, skipFrames: 0, skipTime: 0 },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
  } as Partial<Config>;
}
