import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import { specificsRule } from './specifics-rule.ts';

describe('specificsRule', () => {
  it('counts numbers said as words, durations, dates and names, and calls many a strength quoting the richest sentence', () => {
    const facts = writtenAnswerFacts('We tracked it in Jira. I cut the backlog from forty to twelve in two weeks for Acme. Then we talked.');
    const { score, findings } = specificsRule(facts);
    expect(score).toBe(100);
    expect(findings[0]).toMatchObject({ kind: 'strength', count: 5 });
    expect(findings[0]!.quote).toBe('"I cut the backlog from forty to twelve in two weeks for Acme."');
    expect(findings[0]!.text).toContain('such as "forty", "twelve", "two weeks"');
  });

  it('quotes the vague claim a number would prove first, the outcome, and asks for what it lacks', () => {
    const facts = writtenAnswerFacts(
      'We had a problem at work with the process. We did various things and stuff to make everything better somehow. It went fine in the end for the team.',
    );
    const { score, findings } = specificsRule(facts);
    expect(score).toBe(0);
    expect(findings[0]).toMatchObject({ kind: 'improvement', count: 0, headline: '0 specifics in 29 words' });
    expect(findings[0]!.text).toMatch(/^No specific details/);
    expect(findings[0]!.quote).toBe('"It went fine in the end for the team."');
    expect(findings[0]!.text).toMatch(/You said "It went fine in the end for the team.": by how much, from what to what, and by when\?$/);
    expect(findings[0]!.at).toBe(facts.sentences[2]!.start);
  });

  it('cites a detail said twice once: "mr john", "mr john"', () => {
    const facts = writtenAnswerFacts('I talked to Mr John about the problem at work. Then Mr John agreed that we should do things better somehow.');
    const text = specificsRule(facts).findings[0]!.text;
    expect(text.match(/"Mr John"/g)).toHaveLength(1);
  });

  it('quotes no two words pulled out of a sentence: "… made still …"', () => {
    const facts = writtenAnswerFacts('We made still more things better in the team somehow.', {}, { confidence: (i) => (i === 1 || i === 2 ? 0.95 : 0.5) });
    const finding = specificsRule(facts).findings[0]!;
    expect(finding.quote).toBeNull();
    expect(finding.text).not.toContain('You said');
  });

  it('without a quotable claim asks its question on its own, leaving the time to the finding', () => {
    const facts = writtenAnswerFacts(
      'We had a problem at work with the process. We did various things and stuff to make everything better somehow. It went fine in the end for the team.',
      {},
      { confidence: 0.5 },
    );
    const finding = specificsRule(facts).findings[0]!;
    expect(finding.quote).toBeNull();
    expect(finding.text).not.toMatch(/\d:\d\d/);
    expect(finding.text).toMatch(/\. [A-Z][^.]*\?$/);
    expect(finding.at).not.toBeNull();
  });

  it("builds the advice from each answer's own words: no example sentence repeats between two vague answers", () => {
    const advice = (text: string) => specificsRule(writtenAnswerFacts(text)).findings[0]!.text.split('. ').at(-1)!;
    const first = advice('At work we had some issues with the rota. I talked to several people about it and sorted things out. Everyone was happier after that.');
    const second = advice('I always try to keep the customer informed. I explain what is happening and I follow up when I can. It usually works out well.');
    expect(first).toContain('"Everyone was happier after that."');
    expect(second).toContain('"I always try to keep the customer informed."');
    expect(first).not.toBe(second);
    for (const text of [first, second]) expect(text).not.toMatch(/backlog|40 to 12/);
  });

  it('does not take "one of them", a bare "every night", "I" or a capital at the start of a sentence for a detail', () => {
    const { findings } = specificsRule(
      writtenAnswerFacts('Yesterday I helped one of them. Honestly I tried hard every night and I was fine with how it went and I think it was good overall for me.'),
    );
    expect(findings[0]).toMatchObject({ kind: 'improvement', count: 0 });
  });

  it('counts a thing named in two nouns as half a detail', () => {
    const facts = writtenAnswerFacts('I wrote a handover sheet for the night shift and put it on the ward computer so the day team could read it before rounds every morning.');
    // 'handover sheet', 'night shift', 'ward computer', 'day team': four halves, two details' worth of score.
    const [finding] = specificsRule(facts).findings;
    expect(finding).toMatchObject({ kind: 'strength', count: 4, headline: '4 specifics' });
    expect(finding!.text).toMatch(/^4 specific details .*a thing named in two words counts half/);
  });

  it('counts the details a user can find in whole numbers, even when a two-word name weighs half', () => {
    const facts = writtenAnswerFacts('We had a problem at work with the handover sheet and I tried to fix it with the others and it went fine in the end.');
    const [finding] = specificsRule(facts).findings;
    expect(finding).toMatchObject({ kind: 'improvement', count: 1 });
    expect(finding!.headline).toMatch(/^1 specific in /);
    expect(finding!.text).toMatch(/^Only 1 specific detail \(/);
    expect(`${finding!.headline} ${finding!.text}`).not.toMatch(/\d\.\d+ specific/);
  });

  it('points at "this sentence" only when the finding quotes one', () => {
    const text = 'We tracked it in Jira. I cut the backlog from forty to twelve in two weeks for Acme. Then we talked.';
    // Details heard with doubt are not cited, so the finding points at the richest sentence instead.
    const doubtful = (_: number, w: string) => (/^(Jira|forty|twelve|two|weeks|Acme)\b/.test(w) ? 0.5 : 0.95);
    const quoted = specificsRule(writtenAnswerFacts(text, {}, { confidence: doubtful })).findings[0]!;
    expect(quoted.quote).not.toBeNull();
    expect(quoted.text).toMatch(/per 100 words\), in this sentence\.$/);
    const unquoted = specificsRule(writtenAnswerFacts(text, {}, { confidence: 0.5 })).findings[0]!;
    expect(unquoted).toMatchObject({ kind: 'strength', quote: null });
    expect(unquoted.text).toMatch(/\(23\.8 per 100 words\)\.$/);
    expect(unquoted.text).not.toContain('this sentence');
  });

  it('gives no example that was heard with doubt', () => {
    const facts = writtenAnswerFacts('I cut the backlog from 40 to 12 in two weeks.', {}, { confidence: (_, w) => (/\d/.test(w) ? 0.5 : 0.95) });
    const [finding] = specificsRule(facts).findings;
    expect(finding!.text).toContain('such as "two weeks"');
    expect(finding!.text).not.toContain('"40"');
  });

  it('flags a short answer with fewer than two details however dense they are', () => {
    const { findings } = specificsRule(writtenAnswerFacts('When Tom joined I showed him around the code and answered his questions.'));
    expect(findings[0]).toMatchObject({ kind: 'improvement', count: 1 });
  });

  it('names the clearly heard words it counted beside all the words, so the count matches the transcript', () => {
    const text = 'We had a problem at work with the process. We did various things and stuff to make everything better somehow. It went fine in the end for the team.';
    const facts = writtenAnswerFacts(text, {}, { confidence: (i) => (i < 4 ? 0.1 : 0.95) });
    const [finding] = specificsRule(facts).findings;
    expect(finding!.headline).toBe('0 specifics in 25 clear words');
    expect(finding!.text).toContain('in 25 clearly heard words of 29 ');
  });
});
