import type { BodyResult, FaceResult, Point, Result } from '@vladmandic/human';

/** What the model saw on one sampled frame: the facts every video metric is computed from. */
export interface FrameFacts {
  /** Seconds from the start of the media. */
  t: number;
  /** Faces at or above the confidence floor. */
  faceCount: number;
  /** The largest confident face, or null when there is none. */
  face: FaceFacts | null;
  /** Shoulders of the person, only when the body model is confident (score ≥ BODY_MIN_SCORE). */
  body: BodyFacts | null;
}

export interface FaceFacts {
  /** Face box as fractions of the frame: [x, y, width, height]. */
  box: [number, number, number, number];
  /** Head angles in degrees. Yaw: turn left/right; pitch: positive = chin down; roll: tilt. */
  yaw: number;
  pitch: number;
  roll: number;
  /** Iris offset within the eye: bearing in radians, strength ≈ 0 when the eyes look straight ahead. */
  gazeBearing: number;
  gazeStrength: number;
  /** Inner-lip gap ÷ face height. */
  mouthOpening: number;
  /** Mean brow-to-upper-eyelid distance ÷ face height. */
  browRaise: number;
}

export interface BodyFacts {
  score: number;
  /** Shoulder points as fractions of the frame [x, y]; null when the keypoint is not confident. */
  leftShoulder: [number, number] | null;
  rightShoulder: [number, number] | null;
}

/** A face counts when its combined detector and mesh score reaches this. */
export const FACE_MIN_SCORE = 0.5;
/** movenet reports a body with 0.3–0.4 on frames with no person in them. */
export const BODY_MIN_SCORE = 0.5;
const KEYPOINT_MIN_SCORE = 0.3;

// MediaPipe face-mesh indices: forehead top, chin, inner lips, brows and upper eyelids.
const MESH = { top: 10, chin: 152, upperLip: 13, lowerLip: 14, rightBrow: 105, rightLid: 159, leftBrow: 334, leftLid: 386 };

const DEG = 180 / Math.PI;

export function frameFactsFromResult(result: Pick<Result, 'face' | 'body'>, t: number): FrameFacts {
  const faces = result.face.filter((face) => face.score >= FACE_MIN_SCORE);
  const largest = faces.reduce<FaceResult | null>(
    (best, face) => (best === null || area(face) > area(best) ? face : best),
    null,
  );
  return { t, faceCount: faces.length, face: largest === null ? null : faceFacts(largest), body: bodyFacts(result.body[0]) };
}

function area(face: FaceResult): number {
  return face.boxRaw[2] * face.boxRaw[3];
}

function faceFacts(face: FaceResult): FaceFacts {
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
  const gaze = face.rotation?.gaze ?? { bearing: 0, strength: 0 };
  const point = (index: number): Point | undefined => face.mesh[index];
  const height = distance(point(MESH.top), point(MESH.chin));
  const ratio = (a: number, b: number): number => (height > 0 ? distance(point(a), point(b)) / height : 0);
  return {
    box: [face.boxRaw[0], face.boxRaw[1], face.boxRaw[2], face.boxRaw[3]],
    yaw: angle.yaw * DEG,
    pitch: angle.pitch * DEG,
    roll: angle.roll * DEG,
    gazeBearing: gaze.bearing,
    gazeStrength: gaze.strength,
    mouthOpening: ratio(MESH.upperLip, MESH.lowerLip),
    browRaise: (ratio(MESH.rightBrow, MESH.rightLid) + ratio(MESH.leftBrow, MESH.leftLid)) / 2,
  };
}

function distance(a: Point | undefined, b: Point | undefined): number {
  if (!a || !b) return 0;
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

function bodyFacts(body: BodyResult | undefined): BodyFacts | null {
  if (!body || body.score < BODY_MIN_SCORE) return null;
  const keypoint = (part: 'leftShoulder' | 'rightShoulder'): [number, number] | null => {
    const found = body.keypoints.find((k) => k.part === part && k.score >= KEYPOINT_MIN_SCORE);
    return found ? [found.positionRaw[0], found.positionRaw[1]] : null;
  };
  return { score: body.score, leftShoulder: keypoint('leftShoulder'), rightShoulder: keypoint('rightShoulder') };
}
