import { describe, expect, it } from 'vitest';
import { followUpPrompt, parseFollowUp } from './follow-up-prompt.ts';

describe('follow-up prompt', () => {
  it('puts the question and the answer before the model', () => {
    const [system, user] = followUpPrompt('Tell me about a conflict.', 'We argued and then agreed.');
    expect(system?.content).toMatch(/ONE short follow-up/);
    expect(user?.content).toContain('We argued and then agreed.');
  });

  it('keeps one clean question and refuses anything else', () => {
    expect(parseFollowUp('Follow-up: "How many customers did the change reach?"')).toBe('How many customers did the change reach?');
    expect(parseFollowUp('Great answer!')).toBeNull();
    expect(parseFollowUp('What?')).toBeNull();
    expect(parseFollowUp('First question?\nSecond question?')).toBeNull();
  });
});
