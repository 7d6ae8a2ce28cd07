import { frameFactsFromResult, type FrameFacts } from './frame-facts.ts';
import type { FrameSize } from './frame-size.ts';
import type { HumanRuntime } from './human-runtime.ts';

/** Runs Human on one RGB frame and keeps only the facts; the input tensor is always disposed. */
export function detectFrame(runtime: HumanRuntime, rgb: Uint8Array, size: FrameSize, t: number): Promise<FrameFacts> {
  // Two analyses may share the process (a server worker); their frames take turns on the one model.
  return runtime.exclusive(() => detect(runtime, rgb, size, t));
}

/**
 * tfjs has no uint8 tensors, so each frame is widened to int32. Reusing one array (safe: frames
 * run one at a time and the WASM backend copies the values into its heap) avoids ~2.8 MB of
 * garbage per 640×360 frame, which otherwise inflates RSS until the GC catches up.
 */
let pixels = new Int32Array(0);

async function detect(runtime: HumanRuntime, rgb: Uint8Array, size: FrameSize, t: number): Promise<FrameFacts> {
  const { human, tf } = runtime;
  if (pixels.length !== rgb.length) pixels = new Int32Array(rgb.length);
  pixels.set(rgb);
  const input = tf.tensor3d(pixels, [size.height, size.width, 3], 'int32');
  try {
    // Human's Input type names DOM types; a tfjs Tensor from the same tfjs instance is accepted at run time.
    const result = await human.detect(input as unknown as Parameters<typeof human.detect>[0]);
    if (result.error) throw new Error(`face/body model failed at ${t.toFixed(1)} s: ${result.error}`);
    return frameFactsFromResult(result, t);
  } finally {
    tf.dispose(input);
  }
}
