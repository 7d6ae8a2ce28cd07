import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import { ownershipRule } from './ownership-rule.ts';

describe('ownershipRule', () => {
  it('asks what you did when the actions are all "we"', () => {
    const facts = writtenAnswerFacts(
      'At my last job the release was late. We rebuilt the pipeline. We wrote new tests and we moved our servers. We called the client every day.',
    );
    const { score, findings } = ownershipRule(facts);
    expect(findings[0]).toMatchObject({ kind: 'improvement', part: 'ownership', count: 5 });
    expect(findings[0]!.text).toContain('In the actions you said "we" 5 times and "I" 0 times');
    expect(findings[0]!.quote).toBe('"We rebuilt the pipeline."');
    expect(score).toBe(40);
  });

  it('reads the whole answer when no sentence is an action', () => {
    const { findings } = ownershipRule(writtenAnswerFacts('We always work as a team. We are good at our jobs and we support our colleagues.'));
    expect(findings[0]!.text).toMatch(/^In the answer you said "we"/);
  });

  it('calls "I" in the actions a strength, with "we" elsewhere not counted', () => {
    const facts = writtenAnswerFacts('We were a small team and we had a hard deadline. I rewrote the parser. I called the vendor and I fixed the build.');
    const { score, findings } = ownershipRule(facts);
    expect(score).toBe(100);
    expect(findings[0]).toMatchObject({ kind: 'strength', count: 3 });
  });

  it('is unmeasured without first-person words', () => {
    expect(ownershipRule(writtenAnswerFacts('The project was late. The client was unhappy about it.'))).toEqual({ score: null, findings: [] });
  });

  it('quotes a sentence whose "we" was heard clearly, never a doubtful one', () => {
    const facts = writtenAnswerFacts('We rebuilt the pipeline. We wrote new tests. We moved the servers.', {}, { confidence: (i) => (i < 4 ? 0.5 : 0.95) });
    expect(ownershipRule(facts).findings[0]!.quote).toBe('"We wrote new tests."');
  });
});
