import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import { findRepeatedPhrases, repetitionRule } from './repetition-rule.ts';

describe('repetitionRule', () => {
  it('finds a phrase said three times or more, with its count, times and quote', () => {
    const facts = writtenAnswerFacts("Let's say the build broke. Then let's say we rolled back. And let's say the client called. So let's say it worked.");
    const { score, findings } = repetitionRule(facts);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ kind: 'improvement', count: 4, quote: `"Let's say"` });
    expect(findings[0]!.text).toMatch(/^You said "Let's say" 4 times \(0:00, 0:0\d, 0:0\d, …\)/);
    expect(score).toBe(70);
  });

  it('keeps the longest of overlapping phrases with the same count', () => {
    const facts = writtenAnswerFacts('At the end of the day it shipped. At the end of the day they paid. At the end of the day we won.');
    expect(findRepeatedPhrases(facts).map((p) => p.phrase)).toEqual(['at the end of the day']);
  });

  it('does not flag the topic: a phrase whose words come up elsewhere too', () => {
    const facts = writtenAnswerFacts('The customer called me. I asked the customer what failed. The customer explained. Every customer matters and one customer wrote back.');
    expect(findRepeatedPhrases(facts)).toEqual([]);
  });

  it('does not flag a phrase said twice, function words, or hedges', () => {
    const facts = writtenAnswerFacts('Kind of done. Kind of late. Kind of fine. And then it was. And then it was. New idea here, new idea there.');
    expect(repetitionRule(facts)).toEqual({ score: 100, findings: [] });
  });
});
