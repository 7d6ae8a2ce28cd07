import { describe, expect, it } from 'vitest';
import { CONVERSATION_LINES } from './conversation-lines.ts';

describe('the greeting', () => {
  it('speaks of one question in the singular throughout', () => {
    const one = CONVERSATION_LINES.greeting('Ada', 1);
    expect(one).toContain('I will ask you one question. Take your time with it,');
    expect(one).not.toMatch(/each|questions/);
  });

  it('speaks of several questions in the plural', () => {
    expect(CONVERSATION_LINES.greeting(null, 3)).toBe('Hello, thank you for joining me today. I will ask you 3 questions. Take your time with each, and tell me when you are done.');
  });
});

describe('the summary said when the server gives none', () => {
  it('counts follow-ups apart from the questions', () => {
    expect(CONVERSATION_LINES.summary(1, 1)).toMatch(/^You answered one question and one follow-up\. /);
    expect(CONVERSATION_LINES.summary(3, 0)).toMatch(/^You answered 3 questions\. /);
  });
});
