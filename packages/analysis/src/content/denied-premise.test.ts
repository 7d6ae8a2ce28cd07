import { describe, expect, it } from 'vitest';
import { deniedPremise } from './denied-premise.ts';
import { writtenAnswerFacts } from './written-answer.ts';

describe('deniedPremise', () => {
  const question = 'Tell me about a time you failed. What did you learn?';

  it('finds the speaker denying what the question takes for granted, before the story starts', () => {
    const sentences = writtenAnswerFacts("Honestly I don't think I've had a real failure as such. Last year I ran the launch of our loyalty app and I trained the till staff. We launched on time.").sentences;
    expect(deniedPremise(question, sentences)?.text).toBe("Honestly I don't think I've had a real failure as such.");
  });

  it('leaves a negation about something else, or one that is part of the outcome', () => {
    const busy = writtenAnswerFacts("I didn't have much time that week. I failed the audit because I skipped the checklist. I learned to start it on Monday.").sentences;
    expect(deniedPremise(question, busy)).toBeNull();
    const since = writtenAnswerFacts('I missed the deadline for the stock report. I told my manager the day before. After that I never missed a deadline again.').sentences;
    expect(deniedPremise('Describe a time you missed a deadline.', since)).toBeNull();
  });
});
