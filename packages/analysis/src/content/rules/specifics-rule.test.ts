import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import { specificsRule } from './specifics-rule.ts';

describe('specificsRule', () => {
  it('counts numbers, time frames, tools and names, and calls many a strength quoting the richest sentence', () => {
    const facts = writtenAnswerFacts('We used Jira to track it. I cut the backlog from 40 to 12 in two weeks for Acme. Then we talked.');
    const { score, findings } = specificsRule(facts);
    expect(score).toBe(100);
    expect(findings[0]).toMatchObject({ kind: 'strength', count: 6 });
    expect(findings[0]!.quote).toBe('"I cut the backlog from 40 to 12 in two weeks for Acme."');
    expect(findings[0]!.text).toContain('such as "40", "12", "two"');
  });

  it('quotes the vaguest sentence when there are few specifics', () => {
    const facts = writtenAnswerFacts(
      'We had a problem at work with the process. We did various things and stuff to make everything better somehow. It went fine in the end for the team.',
    );
    const { score, findings } = specificsRule(facts);
    expect(score).toBe(0);
    expect(findings[0]).toMatchObject({ kind: 'improvement', count: 0, headline: '0 specifics in 29 words' });
    expect(findings[0]!.text).toMatch(/^No specific details/);
    expect(findings[0]!.quote).toBe('"We did various things and stuff to make everything better somehow."');
    expect(findings[0]!.at).toBe(facts.sentences[1]!.start);
  });

  it('does not take the capital at the start of a sentence, or "I", for a name', () => {
    const { findings } = specificsRule(writtenAnswerFacts('Yesterday I helped. Honestly I tried hard and I was fine with how it went and I think it was good overall for me.'));
    expect(findings[0]).toMatchObject({ kind: 'improvement', count: 0 });
  });

  it('gives no example word that was heard with doubt', () => {
    const facts = writtenAnswerFacts('I cut the backlog from 40 to 12 in two weeks.', {}, { confidence: (_, w) => (/\d/.test(w) ? 0.5 : 0.95) });
    const [finding] = specificsRule(facts).findings;
    expect(finding!.text).toContain('such as "two", "weeks"');
    expect(finding!.quote).toBe('"I cut the backlog from … to … in two weeks."');
  });

  it('says nothing in the middle band', () => {
    const text = 'I helped the team ship the new release in a week. I wrote the plan, talked to the people involved and checked everything again before the launch happened at the end.';
    expect(specificsRule(writtenAnswerFacts(text)).findings).toEqual([]);
  });

  it('names the clearly heard words it counted beside all the words, so the count matches the transcript', () => {
    const text = 'We had a problem at work with the process. We did various things and stuff to make everything better somehow. It went fine in the end for the team.';
    const facts = writtenAnswerFacts(text, {}, { confidence: (i) => (i < 4 ? 0.1 : 0.95) });
    const [finding] = specificsRule(facts).findings;
    expect(finding!.headline).toBe('0 specifics in 25 clear words');
    expect(finding!.text).toContain('in 25 clearly heard words of 29 ');
  });

  it('says "1 specific" and "1 specific detail" for one', () => {
    const text = 'I fixed the release pipeline for Acme and then I wrote down what I changed for the whole team';
    const [finding] = specificsRule(writtenAnswerFacts(text)).findings;
    expect(finding).toMatchObject({ kind: 'strength', count: 1, headline: '1 specific' });
    expect(finding!.text).toMatch(/^1 specific detail in 19 words/);
  });
});
