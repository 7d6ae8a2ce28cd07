import type { Speakers } from '@rehearse/contract/analysis-result';
import { describe, expect, it } from 'vitest';
import { candidateBasisText, interviewerTurns, interviewerWords, speakerStretches, withInterviewerWords } from './speaker-view.ts';

const word = (w: string, start: number) => ({ word: w, start, end: start + 0.2, confidence: null });
const audio = {} as Speakers['all']['audio'];
const speakers: Speakers = {
  method: 'test',
  candidate_voice: 1,
  candidate_basis: 'most_speech',
  turns: [
    { start: 0, end: 2, voice: 0 },
    { start: 3, end: 6, voice: 1 },
  ],
  voices: [
    { voice: 0, speech_seconds: 2, audio, transcript: { text: 'why us', words: [word('why', 0.5), word('us', 1)] }, fillers: [], pauses: [] },
    { voice: 1, speech_seconds: 3, audio, transcript: { text: 'because', words: [word('because', 3.5)] }, fillers: [], pauses: [] },
  ],
  all: { audio, transcript: null, fillers: [], pauses: [] },
};

describe('speaker view', () => {
  it("marks the user's turns and the interviewer's", () => {
    expect(speakerStretches(speakers).map((s) => s.yours)).toEqual([false, true]);
    expect(speakerStretches({ ...speakers, candidate_voice: null }).every((s) => s.yours)).toBe(true);
  });

  it("lists the interviewer's turns for the timeline, none once merged", () => {
    expect(interviewerTurns(speakers)).toEqual([{ start: 0, end: 2 }]);
    expect(interviewerTurns({ ...speakers, candidate_voice: null })).toEqual([]);
    expect(interviewerTurns(undefined)).toEqual([]);
  });

  it("puts the interviewer's words between the user's, marked, in the order spoken", () => {
    const words = withInterviewerWords([word('because', 3.5)], interviewerWords(speakers));
    expect(words.map((w) => [w.word, 'interviewer' in w])).toEqual([
      ['why', true],
      ['us', true],
      ['because', false],
    ]);
    expect(interviewerWords({ ...speakers, candidate_voice: null })).toEqual([]);
  });

  it('says how the voice was chosen', () => {
    expect(candidateBasisText(speakers)).toContain('speaks most');
    expect(candidateBasisText({ ...speakers, candidate_basis: 'mouth_movement' })).toContain('face');
  });
});
