import { describe, expect, it } from 'vitest';
import { deniedEvent, deniedPremise } from './denied-premise.ts';
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

describe('deniedEvent', () => {
  const question = 'Describe a time you missed a deadline. What happened?';
  const story = 'At the council I had to send nine thousand renewal letters. I built a mail merge and I booked the print room early. Everything went out three weeks early.';

  it("finds talk in general that denies the question's own event, said of the speaker or of the question's noun", () => {
    expect(deniedEvent(question, writtenAnswerFacts(`${story} So yeah I plan ahead so deadlines don't get missed.`).sentences)?.text).toBe("so deadlines don't get missed.");
  });

  it('leaves another verb denied, anyone denying it, and a denial told as the outcome', () => {
    expect(deniedEvent(question, writtenAnswerFacts(`I don't really like missing deadlines. ${story}`).sentences)).toBeNull();
    expect(deniedEvent('Tell me about a goal you did not reach.', writtenAnswerFacts(`I think sometimes you don't reach them and that's okay. ${story}`).sentences)).toBeNull();
    expect(deniedEvent(question, writtenAnswerFacts('I missed the deadline for the stock report. I told my manager the day before. After that I never missed a deadline again.').sentences)).toBeNull();
  });
});
