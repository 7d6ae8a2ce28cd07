/** The 'your face is out of frame' cue waits this long without a face: a glance away or a lean is not a problem. */
export const FACE_OUT_OF_FRAME_AFTER_MS = 3000;

/** One look of the face detector at the camera: `atMs` since recording started, and whether it found a face. */
export interface FaceSample {
  atMs: number;
  face: boolean;
}

/**
 * True when the camera has shown no face for `afterMs` or longer: every sample from the first faceless one after the
 * last face (or since recording started) to the latest has none. A face found clears it at once.
 */
export function faceOutOfFrame(samples: readonly FaceSample[], afterMs = FACE_OUT_OF_FRAME_AFTER_MS): boolean {
  const latest = samples.at(-1);
  if (!latest || latest.face) return false;
  let since = latest.atMs;
  for (let i = samples.length - 1; i >= 0 && !samples[i]!.face; i -= 1) since = samples[i]!.atMs;
  return latest.atMs - since >= afterMs;
}

/** `samples` with `sample` added, keeping only what `faceOutOfFrame` still needs: the latest face and what came after it. */
export function withFaceSample(samples: readonly FaceSample[], sample: FaceSample): FaceSample[] {
  return sample.face ? [sample] : [...samples, sample];
}
