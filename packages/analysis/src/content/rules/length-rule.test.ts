import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import { firstAnsweringSentence, lengthRule } from './length-rule.ts';

const ANSWER = 'At my last job our release slipped. I rewrote the deploy script. As a result we shipped on time.';

describe('lengthRule', () => {
  it('is unmeasured without a target or anything that answers', () => {
    expect(lengthRule(writtenAnswerFacts('Hello there. Nice weather today.'))).toEqual({ score: null, findings: [] });
  });

  it('calls under half the target too short and seeks to the end', () => {
    const facts = writtenAnswerFacts(ANSWER, { targetSeconds: 90 });
    const [finding] = lengthRule(facts).findings;
    expect(finding).toMatchObject({ kind: 'improvement', headline: '0:08 of 1:30' });
    expect(finding!.at).toBe(Math.round(facts.end * 100) / 100);
    expect(lengthRule(facts).score).toBeLessThan(50);
  });

  it('calls a length within the target a strength', () => {
    const { findings, score } = lengthRule(writtenAnswerFacts(ANSWER, { targetSeconds: 10 }));
    expect(findings[0]).toMatchObject({ kind: 'strength', at: null });
    expect(score).toBe(100);
  });

  it('says where an answer ran past its target', () => {
    const long = Array.from({ length: 12 }, () => ANSWER).join(' ');
    const [finding] = lengthRule(writtenAnswerFacts(long, { targetSeconds: 60 })).findings;
    expect(finding!.text).toContain('it ran past its target at 1:00');
    expect(finding!.at).toBe(60);
  });

  it('measures the time before the first sentence that answers the question', () => {
    const preamble = 'Hmm, that is a really good one. Let me just gather my thoughts for a second here. Okay so yes, right, give me a moment.';
    const facts = writtenAnswerFacts(`${preamble} ${ANSWER}`, { question: 'Tell me about a release that slipped.' }, { wordsPerMinute: 80 });
    expect(firstAnsweringSentence(facts)?.text).toBe('At my last job our release slipped.');
    const finding = lengthRule(facts).findings.find((f) => f.headline.endsWith('before answering'));
    expect(finding?.text).toMatch(/^\d+ s passed before the first sentence that answers the question/);
    expect(finding?.quote).toBe('"Hmm, that is a really good one."');
    expect(finding?.at).toBe(0);
  });

  // A false alarm found on the labelled set: the opening said the question's key word in other words.
  it('takes a sentence saying a word that stands for a key word of the question as answering', () => {
    const facts = writtenAnswerFacts(
      'My manager once told me that my reports were far too long and nobody read past the first page. I was surprised at first. I cut them to one page.',
      { question: 'Give an example of feedback that changed how you work.' },
      { wordsPerMinute: 60 },
    );
    expect(firstAnsweringSentence(facts)?.start).toBe(facts.start);
    expect(lengthRule(facts).findings.some((f) => f.headline.endsWith('before answering'))).toBe(false);
  });
});
