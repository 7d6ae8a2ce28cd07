import { describe, expect, it } from 'vitest';
import { audioOnlyOverallText } from './audio-only-overall.ts';
import { OVERALL_WEIGHTS } from './overall-weights.ts';

describe('audioOnlyOverallText', () => {
  it('names audio and what was said, with the weights the overall used, when the content was judged', () => {
    const audio = Math.floor((100 * OVERALL_WEIGHTS.audio) / (OVERALL_WEIGHTS.audio + OVERALL_WEIGHTS.content) + 0.5);
    expect(audioOnlyOverallText({ audio: true, content: true })).toBe(
      `your overall score is made of your audio (${audio}%) and what you said (${100 - audio}%)`,
    );
    expect(audioOnlyOverallText({ audio: true, content: true })).toContain('(38%) and what you said (62%)');
  });

  it('is the audio score only when the content was not judged', () => {
    expect(audioOnlyOverallText({ audio: true, content: false })).toBe('your overall score is your audio score');
  });

  it('says there is none when nothing was measured', () => {
    expect(audioOnlyOverallText({ audio: false, content: false })).toBe('there is no overall score');
  });
});
