import { describe, expect, it } from 'vitest';
import { asksToLearn, teachesInsteadOfLearning } from './asked-of-the-speaker.ts';
import { writtenAnswerFacts } from './written-answer.ts';

describe('asksToLearn', () => {
  it('reads learning from the request, not from a lesson asked for after it', () => {
    expect(asksToLearn('Describe a time you had to learn a new tool or skill quickly.')).toBe(true);
    expect(asksToLearn('Tell me about a marketing test you ran and what you learned.')).toBe(false);
    expect(asksToLearn('Tell me about a time you failed. What did you learn?')).toBe(false);
  });
});

describe('teachesInsteadOfLearning', () => {
  it('finds the speaker helping someone else learn when the speaker never learns', () => {
    const text = 'We moved to a new scanner system and Dave was struggling with it. I had used the system already, so I helped him. I spent two of his shifts with him. After a week he was picking at his old rate.';
    expect(teachesInsteadOfLearning(writtenAnswerFacts(text).sentences)?.text).toMatch(/helped him/);
  });

  it('finds nothing when the speaker learns, even if they help others later', () => {
    const text = 'We switched to Power BI and I had to learn it in ten days. I did the online course in the evenings. Later I helped two colleagues build their reports.';
    expect(teachesInsteadOfLearning(writtenAnswerFacts(text).sentences)).toBeNull();
  });
});
