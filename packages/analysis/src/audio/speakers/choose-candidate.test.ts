import { describe, expect, it } from 'vitest';
import { chooseCandidate, mouthMovementByVoice, type MouthSample } from './choose-candidate.ts';

// Voice 0 (the interviewer) 0–4 s, voice 1 (more speech) 4–12 s, voice 0 again 12–13 s.
const pieces = [
  { start: 0, end: 4, voice: 0 },
  { start: 4, end: 12, voice: 1 },
  { start: 12, end: 13, voice: 0 },
];

function mouthMovingDuring(moving: (t: number) => boolean): MouthSample[] {
  return Array.from({ length: 26 }, (_, k) => {
    const t = k * 0.5;
    return { t, opening: moving(t) && k % 2 === 1 ? 0.08 : 0.01 };
  });
}

describe('chooseCandidate', () => {
  it('takes the voice that speaks most when there is no face', () => {
    expect(chooseCandidate(pieces, [])).toEqual({ voice: 1, basis: 'most_speech' });
  });

  it('takes the voice whose speech moves the visible mouth, even when it speaks less', () => {
    const mouth = mouthMovingDuring((t) => t < 4 || t >= 12);
    expect(chooseCandidate(pieces, mouth)).toEqual({ voice: 0, basis: 'mouth_movement' });
  });

  it('falls back to the most speech when the mouth moves alike for both voices (a still photograph)', () => {
    const still = mouthMovingDuring(() => false);
    expect(chooseCandidate(pieces, still)).toEqual({ voice: 1, basis: 'most_speech' });
  });

  it('falls back when a voice has too few frames with a face', () => {
    const mouth = mouthMovingDuring((t) => t < 4 || t >= 12).map((s) => (s.t >= 4 && s.t < 12 ? s : { ...s, opening: null }));
    expect(chooseCandidate(pieces, mouth).basis).toBe('most_speech');
  });

  it('one voice is the candidate', () => {
    expect(chooseCandidate([{ start: 0, end: 3, voice: 0 }], [])).toEqual({ voice: 0, basis: 'most_speech' });
  });
});

describe('mouthMovementByVoice', () => {
  it('counts frame-to-frame changes by the voice speaking between the frames, skipping frames without a face', () => {
    const movement = mouthMovementByVoice(
      [{ start: 0, end: 2, voice: 0 }],
      [
        { t: 0, opening: 0.1 },
        { t: 0.5, opening: 0.2 },
        { t: 1, opening: null },
        { t: 1.5, opening: 0.3 },
        { t: 3, opening: 0.4 },
      ],
    );
    expect(movement.get(0)?.steps).toBe(1);
    expect(movement.get(0)?.mean).toBeCloseTo(0.1);
  });
});
