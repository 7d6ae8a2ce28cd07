import { describe, expect, it } from 'vitest';
import { noAnswerText } from './interview-question-texts.ts';

describe('noAnswerText', () => {
  it('says the next question came first, except for the last question, where the recording ended', () => {
    expect(noAnswerText({ last: false })).toBe('No answer before the next question.');
    expect(noAnswerText({ last: true })).toBe('No answer before the recording ended.');
  });
});
