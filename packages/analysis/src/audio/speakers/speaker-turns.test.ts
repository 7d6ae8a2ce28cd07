import { describe, expect, it } from 'vitest';
import { speakerTurns, speechSecondsByVoice } from './speaker-turns.ts';

const pieces = [
  { start: 0, end: 1, voice: 0 },
  { start: 1.5, end: 2, voice: 0 },
  { start: 3, end: 5, voice: 1 },
  { start: 6, end: 7, voice: 0 },
];

describe('speaker turns', () => {
  it('joins consecutive pieces of one voice, across the pauses between them', () => {
    expect(speakerTurns(pieces)).toEqual([
      { start: 0, end: 2, voice: 0 },
      { start: 3, end: 5, voice: 1 },
      { start: 6, end: 7, voice: 0 },
    ]);
  });

  it('counts speech seconds per voice without the pauses', () => {
    expect(speechSecondsByVoice(pieces)).toEqual(new Map([[0, 2.5], [1, 2]]));
  });
});
