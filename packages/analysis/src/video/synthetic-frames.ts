// Builders of per-frame facts for the metric unit tests.
import type { FaceFacts, FrameFacts } from './frame-facts.ts';

/** A frontal, centred, head-and-shoulders face looking into the lens, as Human reports one. */
export function lookingAtLens(overrides: Partial<FaceFacts> = {}): FaceFacts {
  return {
    box: [0.4, 0.2, 0.2, 0.3],
    yaw: 0,
    pitch: 8,
    roll: 0,
    gazeBearing: 0,
    gazeStrength: 0.03,
    mouthOpening: 0.02,
    browRaise: 0.1,
    ...overrides,
  };
}

export function frame(t: number, face: FaceFacts | null, extra: Partial<FrameFacts> = {}): FrameFacts {
  return { t, faceCount: face ? 1 : 0, face, body: null, ...extra };
}

/** Frames at `fps` from t = 0, one per face (null = no face). */
export function framesAt(fps: number, faces: (FaceFacts | null)[]): FrameFacts[] {
  return faces.map((face, index) => frame(index / fps, face));
}
