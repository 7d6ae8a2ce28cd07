import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import { vocabularyRule } from './vocabulary-rule.ts';

describe('vocabularyRule', () => {
  it('is unmeasured under one window of words', () => {
    expect(vocabularyRule(writtenAnswerFacts('I fixed the build and it worked.'))).toEqual({ score: null, findings: [] });
  });

  it('flags narrow wording and names the most used word', () => {
    const text = Array.from({ length: 10 }, () => 'The system was good and the system was fast so the system was used.').join(' ');
    const { score, findings } = vocabularyRule(writtenAnswerFacts(text));
    expect(score).toBe(0);
    expect(findings[0]).toMatchObject({ kind: 'improvement', count: 30 });
    expect(findings[0]!.text).toContain('"system" came 30 times (first at 0:00)');
  });

  it('calls varied wording a strength', () => {
    const text =
      'Last spring our small analytics group inherited a brittle reporting pipeline from another department. Nightly jobs failed silently, finance received stale numbers, and nobody owned alerts. I mapped every dependency, replaced cron scripts with scheduled workflows, added monitoring hooks, and wrote a short runbook. Within six weeks failures dropped sharply and auditors praised the clearer documentation.';
    const { findings } = vocabularyRule(writtenAnswerFacts(text));
    expect(findings[0]).toMatchObject({ kind: 'strength', headline: 'varied wording', at: null });
  });

  it('flags the same few plain words recycled, leaving hedges and repeated phrases to their rules', () => {
    const text =
      'So I had to do a thing where I showed the results of some marketing stuff to the leadership people. I did the slides and put the good stuff in and the not so good stuff too. I did a thing where I showed what we did and what happened, and they thought it was good. They asked some stuff about the numbers and I did my best. Then they said to do more of the good things. So it went good, and I got good feedback from my boss after.';
    const { findings } = vocabularyRule(writtenAnswerFacts(text));
    expect(findings[0]).toMatchObject({ kind: 'improvement', part: 'vocabulary' });
    expect(findings[0]!.text).toMatch(/^The same few plain words carry the answer: "good" \d+ times/);
  });

  it('counts plain words not heard with confidence without citing them', () => {
    const text =
      'So I had to do a thing where I showed the results of some marketing stuff to the leadership people. I did the slides and put the good stuff in and the not so good stuff too. I did a thing where I showed what we did and what happened, and they thought it was good. They asked some stuff about the numbers and I did my best. Then they said to do more of the good things. So it went good, and I got good feedback from my boss after.';
    const [finding] = vocabularyRule(writtenAnswerFacts(text, {}, { confidence: 0.5 })).findings;
    expect(finding).toMatchObject({ kind: 'improvement', part: 'vocabulary', headline: 'plain words recycled' });
    expect(finding!.text).toMatch(/^The same few plain words carry the answer \(\d+ % of its content words\)/);
  });

  it('never tells an answer that names things concretely that its wording is plain', () => {
    const text =
      'So I had to do a thing where I showed the results of the March campaign to the leadership people at Northwind. I did the slides and put the good stuff in, the forty two percent lift and the three regions that fell short. I did a thing where I showed what we did and what happened, and they thought it was good. They asked about the twelve thousand pound budget and I did my best. Then they said to do more of the good things in Leeds and Bristol. So it went good, and two weeks later the budget went up by nine thousand.';
    const { score, findings } = vocabularyRule(writtenAnswerFacts(text));
    expect(findings.filter((f) => f.kind === 'improvement')).toEqual([]);
    expect(score).toBeGreaterThan(0);
  });

  it('keeps a narrow score unflagged at no less than the narrowest unflagged wording when details are named', () => {
    const text = Array.from({ length: 10 }, () => 'The Atlas system cut 40 tickets to 12 in 3 weeks and the Atlas system was used.').join(' ');
    const { score, findings } = vocabularyRule(writtenAnswerFacts(text));
    expect(findings).toEqual([]);
    expect(score).toBeGreaterThan(40);
  });
});
