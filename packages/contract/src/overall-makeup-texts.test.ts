import { describe, expect, it } from 'vitest';
import type { OverallMakeup } from './overall-makeup.ts';
import { fixFirstSentence, incompleteOverallLabel, incompleteOverallNote, leftOutSentence } from './overall-makeup-texts.ts';

const note = 'not enough clear speech to judge content (14 clear words; 20 needed)';
const deliveryOnly: OverallMakeup = {
  parts: ['video', 'audio'],
  missing: [{ part: 'content', cause: 'not_enough_speech', detail: note }],
  complete: false,
  fix_first: { part: 'content', score: null, points: null },
};

describe('the words for an incomplete overall', () => {
  it('calls video and audio without content "Delivery only", with the engine’s reason and what to do', () => {
    expect(incompleteOverallLabel(deliveryOnly)).toBe('Delivery only');
    expect(incompleteOverallNote(deliveryOnly)).toBe(
      `Delivery only — content not judged: ${note}. Record again in a quiet room, close to the microphone, and answer in full sentences so enough words are heard clearly.`,
    );
  });

  it('has nothing to say about a complete overall', () => {
    expect(incompleteOverallNote({ ...deliveryOnly, parts: ['video', 'audio', 'content'], missing: [], complete: true })).toBeNull();
  });

  it('names the parts there are, and joins the parts one cause took away', () => {
    const silent: OverallMakeup = {
      parts: ['video'],
      missing: [
        { part: 'audio', cause: 'no_audio_track', detail: null },
        { part: 'content', cause: 'no_audio_track', detail: null },
      ],
      complete: false,
      fix_first: { part: 'audio', score: null, points: null },
    };
    expect(incompleteOverallNote(silent)).toBe(
      'Video only — audio and answer content not measured: the recording has no sound track. Record again with the microphone on, and check that the file plays with sound.',
    );
    expect(incompleteOverallLabel({ parts: ['audio', 'content'], missing: [{ part: 'video', cause: 'video_not_measured', detail: null }], complete: false })).toBe('Audio and answer content only');
  });

  it('names the questions of a mock interview that lacked a part', () => {
    const mock: OverallMakeup = { ...deliveryOnly, parts: ['video', 'audio', 'content'], missing: [{ ...deliveryOnly.missing[0]!, questions: [2, 4] }] };
    expect(incompleteOverallNote(mock)).toMatch(/^Partly judged — content not judged in Q2 and Q4: not enough clear speech/);
  });
});

describe('fix first, in words', () => {
  it('says how many points of the overall the part holds back', () => {
    expect(fixFirstSentence({ part: 'content', score: 19.7, points: 40.2 }, { missing: [] })).toBe(
      'Fix first: answer content (19.7%) — it holds your overall back by 40.2 points, more than any other part.',
    );
  });

  it('says what to do about a missing part', () => {
    expect(fixFirstSentence(deliveryOnly.fix_first, deliveryOnly)).toMatch(/^Fix first: answer content — Record again in a quiet room/);
  });
});

describe('answers left out of a mock interview’s overall', () => {
  it('names them with the reason', () => {
    expect(leftOutSentence([{ question: 3, part: 'content', cause: 'far_too_short', detail: null }])).toBe(
      'Q3 is not part of the overall score (content not judged: the answer stopped far short of the time the question needs).',
    );
    expect(leftOutSentence([])).toBeNull();
  });
});
