import { describe, expect, it } from 'vitest';
import { followUpPrompt } from './follow-up-prompt.ts';

describe('follow-up prompt', () => {
  it('puts the question and the answer before the model', () => {
    const [system, user] = followUpPrompt('Tell me about a conflict.', 'We argued and then agreed.');
    expect(system?.content).toMatch(/ONE short follow-up/);
    expect(user?.content).toContain('We argued and then agreed.');
  });
});
