import { describe, expect, it } from 'vitest';
import { spokenNote } from './spoken-note.ts';

describe('the spoken note after an answer in Practice', () => {
  it('keeps the question to the candidate a finding ends with, without how it was counted', () => {
    const finding =
      'Only 1 specific detail (numbers, dates, durations, names; a thing named in two words counts half) in 51 words (2 per 100 words): "sales team". You said "As a result the report went out on time": by how much, from what to what, and by when?';
    expect(spokenNote(finding)).toBe('You said "As a result the report went out on time": by how much, from what to what, and by when?');
  });

  it('keeps the first sentence of a finding that asks nothing, cut to a spoken length', () => {
    expect(spokenNote('Most actions are "we" (4 of 5). Say what you did yourself.')).toBe('Most actions are "we".');
    expect(spokenNote(`${'word '.repeat(60)}end.`).length).toBeLessThanOrEqual(161);
  });
});
