import { describe, expect, it } from 'vitest';
import { parseFollowUp } from './parse-follow-up.ts';

describe('the model’s follow-up question', () => {
  it('keeps one clean question and refuses anything else', () => {
    expect(parseFollowUp('Follow-up: "How many customers did the change reach?"')).toBe('How many customers did the change reach?');
    expect(parseFollowUp('Great answer!')).toBeNull();
    expect(parseFollowUp('What?')).toBeNull();
    expect(parseFollowUp('First question?\nSecond question?')).toBeNull();
  });
});
