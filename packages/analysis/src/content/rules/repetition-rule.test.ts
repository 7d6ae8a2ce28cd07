import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import { distinctHabits, findRepetition, repetitionRule } from './repetition-rule.ts';

describe('repetitionRule', () => {
  it('finds a phrase said six times in 72 words, with its count, rate, times and quote', () => {
    const text =
      'I took initiative when our team lead left. I took initiative on the planning and I took initiative on the standups. Then I took initiative with the client. My manager said I took initiative and that is why I got promoted, because I took initiative every week without being asked by anyone at all.';
    const facts = writtenAnswerFacts(text);
    const { score, findings } = repetitionRule(facts);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ kind: 'improvement', part: 'repetition', count: 6, quote: '"took initiative"' });
    expect(findings[0]!.text).toMatch(/^You said "took initiative" 6 times in \d+ words \(\d+\.\d per 100; at 0:00, 0:0\d, 0:0\d, …\)/);
    expect(score).toBeLessThan(100);
  });

  it('counts a phrase not heard with confidence without citing it', () => {
    const text =
      'I took initiative when our team lead left. I took initiative on the planning and I took initiative on the standups. Then I took initiative with the client. My manager said I took initiative and that is why I got promoted, because I took initiative every week without being asked by anyone at all.';
    const [finding] = repetitionRule(writtenAnswerFacts(text, {}, { confidence: 0.5 })).findings;
    expect(finding).toMatchObject({ count: 6, quote: null, headline: 'A phrase × 6' });
    expect(finding!.text).toMatch(/^You said one phrase 6 times in \d+ words/);
  });

  it('counts a word by its lemma: eight times "communication" fires', () => {
    const text =
      'He had a very different communication style and I believe in open communication. Our communication was poor at first, so I worked on our communication and asked how he liked to communicate. After that our communication got better. Communication is the key, and good communication solves most problems. I learned that communication matters.';
    const [finding] = findRepetition(writtenAnswerFacts(text));
    expect(finding).toMatchObject({ phrase: 'communication', kind: 'word' });
    expect(finding!.occurrences).toHaveLength(8);
  });

  it('keeps the longest of overlapping phrases with the same count', () => {
    const facts = writtenAnswerFacts('At the end of the day it shipped. At the end of the day they paid. At the end of the day we won. At the end of the day I left. At the end of the day it worked.');
    expect(findRepetition(facts).map((p) => p.phrase)).toEqual(['At the end of the day']);
  });

  it('does not flag the topic of a long answer, a phrase said three times, "the" + a noun, or hedges', () => {
    const topic =
      'A customer called on a Friday because her order was late. I checked the warehouse system and saw the customer had been sent the wrong size. I rang the courier, paid for next day delivery and emailed the customer a tracking link. The parcel arrived on Saturday morning. The customer wrote to thank us, and she has ordered four times since. I also changed how we pick sizes so no customer gets the wrong one again.';
    expect(findRepetition(writtenAnswerFacts(topic))).toEqual([]);
    const facts = writtenAnswerFacts('Kind of done. Kind of late. Kind of fine. Kind of slow. And then it was. And then it was. And then it was.');
    expect(repetitionRule(facts)).toEqual({ score: 100, findings: [] });
  });

  it('reports a habit once: not again inside a longer phrase said fewer times around it', () => {
    const text = ['I takes initiative, and the rota got fixed.', 'I takes initiative, and the stock got counted.', 'I takes initiative, and the supplier called back.', 'I takes initiative, and my manager noticed.', 'Then I takes initiative again.', 'I always takes initiative.'].join(' ');
    expect(distinctHabits(findRepetition(writtenAnswerFacts(text))).map((r) => [r.phrase, r.occurrences.length])).toEqual([['takes initiative', 6]]);
    expect(repetitionRule(writtenAnswerFacts(text)).findings.map((f) => f.headline)).toEqual(['"takes initiative" × 6']);
  });

  it('counts a thing named in two words like a word: the topic, not a habit', () => {
    const named = ['The loyalty app had two hundred sign ups in its first month.', 'I cut the form to three fields and the daily sign ups doubled.', 'Within six weeks we had four thousand sign ups.', 'By the end of the quarter the total sign ups passed eleven thousand.'].join(' ');
    expect(findRepetition(writtenAnswerFacts(named))).toEqual([]);
    const habit = ['I took initiative with the rota.', 'Then I took initiative on the stock counts.', 'I took initiative again with the supplier.', 'I took initiative on the handover.', 'My manager said I took initiative every week.'].join(' ');
    expect(findRepetition(writtenAnswerFacts(habit)).map((r) => r.phrase)).toEqual(['took initiative']);
  });

  it('does not count a phrase said four times, or a name, however often', () => {
    const four = ['I took initiative with the rota.', 'Then I took initiative on the stock counts.', 'I took initiative again with the supplier.', 'My manager said I took initiative every week.'].join(' ');
    expect(findRepetition(writtenAnswerFacts(four))).toEqual([]);
    const named = 'Sam joined in May. I paired Sam with our best picker. Sam asked good questions. I gave Sam the stock count. Sam did it well. I checked what Sam did. Sam now trains others, and Sam leads the count.';
    expect(findRepetition(writtenAnswerFacts(named))).toEqual([]);
  });

  it('leaves plain everyday words to the vocabulary rule', () => {
    const facts = writtenAnswerFacts('It was good. The team was good and the plan was good. The result was good, the client felt good, my boss said good and it went good in the end.');
    expect(findRepetition(facts)).toEqual([]);
  });
  it('leaves a plain word as common as "thing" to the vocabulary rule, as that rule counts it, but still flags a rarer word said as often', () => {
    const plain = writtenAnswerFacts(
      'I ran a thing at the library, a reading thing for kids. The first thing was posters, then another thing with the school, and one more thing for parents. Every thing took time. The last thing was a fair, and the whole thing went well in the end for the town.',
    );
    expect(findRepetition(plain).map((r) => r.phrase)).not.toContain('thing');
    const rare = writtenAnswerFacts(
      'I ran a workshop at the library, a reading workshop for kids. The first workshop was posters, then another workshop with the school, and one more workshop for parents. Every workshop took time. The last workshop was a fair, and the whole workshop went well in the end for the town.',
    );
    expect(findRepetition(rare).map((r) => r.phrase)).toContain('workshop');
  });
});
