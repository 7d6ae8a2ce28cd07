import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from './written-answer.ts';
import { questionCounterpart, speakerAsCounterpart } from './speaker-as-counterpart.ts';

describe('speakerAsCounterpart', () => {
  it('reads who the question has the candidate act on', () => {
    expect(questionCounterpart('Describe a time you dealt with a very unhappy customer.')).toBe('customer');
    expect(questionCounterpart('Tell me about a time you disagreed with your manager. How did you handle it?')).toBe('manager');
    expect(questionCounterpart('Tell me about a time you failed. What did you learn?')).toBeNull();
  });

  it('finds the speaker in that role, not the speaker beside it', () => {
    const other = writtenAnswerFacts('Oh the worst one was actually me. I was the unhappy customer. Last summer the airline cancelled my flight.').sentences;
    expect(speakerAsCounterpart('customer', other)?.text).toBe('I was the unhappy customer.');
    const beside = writtenAnswerFacts('I was on the customer service team. A customer called about a late refund and I sorted it that day.').sentences;
    expect(speakerAsCounterpart('customer', beside)).toBeNull();
  });
});
