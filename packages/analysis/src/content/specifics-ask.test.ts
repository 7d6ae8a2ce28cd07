import { describe, expect, it } from 'vitest';
import { specificsAsk, vagueWords } from './specifics-ask.ts';
import { writtenAnswerFacts } from './written-answer.ts';

const sentences = (text: string) => writtenAnswerFacts(text).sentences;

describe('specificsAsk', () => {
  it('names the words that stand in for a detail: indefinite quantities and comparatives with no amount', () => {
    expect(vagueWords(sentences('We did various things to make everything better.')[0]!)).toEqual(['various', 'things']);
    expect(vagueWords(sentences('After that the process got better.')[0]!)).toEqual(['better']);
    expect(vagueWords(sentences('I moved the deliveries to the morning.')[0]!)).toEqual([]);
  });

  it('asks an outcome for its amount and date, an action for who or what, a scene for where and when', () => {
    const [scene, action, outcome] = sentences('At my last job we had a problem with the process. I talked to some people about it. After that things got better.');
    expect(specificsAsk(outcome!)).toBe('"things" and "better" — by how much, from what to what, and by when?');
    expect(specificsAsk(action!)).toBe('"some" — who or what exactly (a name, a team, a tool), and how many?');
    expect(specificsAsk(scene!)).toMatch(/^where and when was this/);
  });

  it('asks talk in general for one real occasion', () => {
    expect(specificsAsk(sentences('You just have to be polite and offer them something else.')[0]!)).toMatch(/one real occasion/);
    expect(specificsAsk(sentences('I always try to keep everyone informed.')[0]!)).toBe('"everyone" — when did this happen: one real occasion, with where, when and who?');
  });
});
