import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import { ownedActions, ownershipRule } from './ownership-rule.ts';

describe('ownershipRule', () => {
  it('asks what you did when the actions are all "we", naming them', () => {
    const facts = writtenAnswerFacts('At my last job the release was late. We rebuilt the pipeline. We wrote new tests and we moved our servers. We called the client every day.');
    const { score, findings } = ownershipRule(facts);
    expect(findings[0]).toMatchObject({ kind: 'improvement', part: 'ownership', count: 4, headline: '"we" did 4, "I" did 0' });
    expect(findings[0]!.text).toContain('4 were told as "we" ("We rebuilt", "We wrote", "we moved") and 0 as "I"');
    expect(findings[0]!.quote).toBe('"We rebuilt the pipeline."');
    expect(score).toBe(40);
  });

  it('names each action once, however often it was told', () => {
    const facts = writtenAnswerFacts('At my last job the release was late. We talked to the client. We talked to finance. We talked to the team. We fixed the build.');
    const text = ownershipRule(facts).findings[0]!.text;
    expect(text).toContain('("We talked", "We talked to finance", "We fixed")');
  });

  it('names no action not heard with confidence, keeping the count', () => {
    const text = 'At my last job the release was late. We rebuilt the pipeline. We wrote new tests and we moved our servers. We called the client every day.';
    const [finding] = ownershipRule(writtenAnswerFacts(text, {}, { confidence: 0.5 })).findings;
    expect(finding).toMatchObject({ count: 4, quote: null });
    expect(finding!.text).toContain('4 were told as "we" and 0 as "I"');
  });

  it('does not count "I guess", "I think", "I mean", "I suppose" or "I was" as the speaker owning an action', () => {
    const facts = writtenAnswerFacts('I guess we rebuilt the pipeline. I think we wrote the tests. I mean we moved the servers. I suppose I was tired. We called the client.');
    const { mine, ours } = ownedActions(facts);
    expect(mine).toHaveLength(0);
    expect(ours).toHaveLength(4);
    expect(ownershipRule(facts).findings[0]).toMatchObject({ kind: 'improvement', headline: '"we" did 4, "I" did 0' });
  });

  it('does not count a clause that tells how it ended as an action of "we"', () => {
    const facts = writtenAnswerFacts('Our launch was at risk. We rebuilt the pipeline. We wrote the tests. We finished a week early.');
    expect(ownedActions(facts).ours.map((a) => a.clause.verb?.lemma)).toEqual(['rebuild', 'write']);
    // Two actions of "we", not three: under the count that asks what the speaker did.
    expect(ownershipRule(facts).findings.filter((f) => f.kind === 'improvement')).toEqual([]);
  });

  it('does not count the past progressive, which paints the scene, as an action', () => {
    const facts = writtenAnswerFacts('In twenty twenty three we were planning the next quarter and we were fixing outages. Sales had lost two deals. I got everyone in a room and we agreed a plan.');
    expect(ownedActions(facts).ours.map((a) => a.clause.verb?.lemma)).toEqual(['agree']);
  });

  it('calls "I" in the actions a strength, with "we" for the setting not counted', () => {
    const facts = writtenAnswerFacts('We were a small team and we had a hard deadline. I rewrote the parser. I called the vendor and I fixed the build.');
    const { score, findings } = ownershipRule(facts);
    expect(score).toBe(100);
    expect(findings[0]).toMatchObject({ kind: 'strength', count: 3, headline: '"I" did 3 of 3' });
  });

  it('lets a joint story keep some "we": three of nine is not all "we"', () => {
    const facts = writtenAnswerFacts(
      'I asked him out for lunch and we talked about how we each work. We agreed he would own the plan. We met every Tuesday. We finished the guide early and we asked to be paired again. I wrote the drafts and I sent them to him.',
    );
    expect(ownershipRule(facts).findings.filter((f) => f.kind === 'improvement')).toEqual([]);
  });

  it('is unmeasured without a first-person action', () => {
    expect(ownershipRule(writtenAnswerFacts('The project was late. The client was unhappy about it.'))).toEqual({ score: null, findings: [] });
  });

  it('quotes a sentence whose words were heard clearly, never a doubtful one', () => {
    const facts = writtenAnswerFacts('We rebuilt the pipeline. We wrote new tests. We moved the servers.', {}, { confidence: (i) => (i < 4 ? 0.5 : 0.95) });
    expect(ownershipRule(facts).findings[0]!.quote).toBe('"We wrote new tests."');
  });
});
