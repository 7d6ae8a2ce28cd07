import { describe, expect, it } from 'vitest';
import { askedOfSpeaker, teachesInsteadOfLearning, tellsOwnSetback } from './asked-of-the-speaker.ts';
import { writtenAnswerFacts } from './written-answer.ts';

describe('askedOfSpeaker', () => {
  it("reads a setback of the speaker's own from the request: a negative verb of 'you', or the noun 'you made'", () => {
    expect(askedOfSpeaker('Tell me about a time you failed. What did you learn?')).toEqual({ kind: 'setback', word: 'fail' });
    expect(askedOfSpeaker('Describe a time you missed a deadline. What happened?')).toEqual({ kind: 'setback', word: 'miss' });
    expect(askedOfSpeaker('Describe a mistake you made at work and how you fixed it.')).toEqual({ kind: 'setback', word: 'mistake' });
  });

  it('reads learning from the request, not from a lesson asked for after it', () => {
    expect(askedOfSpeaker('Describe a time you had to learn a new tool or skill quickly.')).toEqual({ kind: 'learning' });
    expect(askedOfSpeaker('Tell me about a marketing test you ran and what you learned.')).toBeNull();
  });

  it('asks nothing of the kind for an error the speaker found or a success', () => {
    expect(askedOfSpeaker('Tell me about an error you found in the accounts. How did you handle it?')).toBeNull();
    expect(askedOfSpeaker('Tell me about a time you worked on a team to reach a difficult goal.')).toBeNull();
  });
});

describe('tellsOwnSetback', () => {
  it("finds a setback of the speaker: the question's word, a negated clause or a negative clause of theirs", () => {
    expect(tellsOwnSetback('miss', writtenAnswerFacts('I missed the report deadline by two days. I told my manager and sent the first half.').sentences)).toBe(true);
    expect(tellsOwnSetback('fail', writtenAnswerFacts('I did not check the stock count before the order went out. I rang the client the same day.').sentences)).toBe(true);
  });

  it('finds none in a success story, nor in a failure of others that the speaker turned round', () => {
    const success = 'I ran the school fundraiser. I set up a committee with four parents and we planned a summer fair. In the end we raised six thousand pounds, more than the target.';
    expect(tellsOwnSetback('fail', writtenAnswerFacts(success).sentences)).toBe(false);
    const others = 'Another team had launched an app and the sign ups were terrible. I shortened the form to three fields. That was a failure that I turned around.';
    expect(tellsOwnSetback('fail', writtenAnswerFacts(others).sentences)).toBe(false);
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
