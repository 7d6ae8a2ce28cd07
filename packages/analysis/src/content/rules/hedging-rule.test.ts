import { describe, expect, it } from 'vitest';
import { spokenWords } from '../../feedback/sample-feedback-input.ts';
import { answerFacts } from '../answer-facts.ts';
import { writtenAnswerFacts } from '../written-answer.ts';
import { findHedges, hedgingRule } from './hedging-rule.ts';

describe('hedgingRule', () => {
  it('counts hedges per minute with a breakdown and a quote', () => {
    const facts = writtenAnswerFacts('I guess we maybe fixed it. It was kind of hard and sort of slow. Maybe it worked. Hopefully they liked it.');
    const { score, findings } = hedgingRule(facts);
    expect(findings[0]).toMatchObject({ kind: 'improvement', count: 6 });
    expect(findings[0]!.text).toContain('2 × "maybe", 1 × "i guess", 1 × "kind of"');
    expect(findings[0]!.quote).toBe('"I guess we maybe fixed it."');
    expect(findings[0]!.at).toBe(0);
    expect(score).toBe(0);
  });

  it('counts hedges not heard with confidence without citing them', () => {
    const text = 'I guess we maybe fixed it. It was kind of hard and sort of slow. Maybe it worked. Hopefully they liked it.';
    const [finding] = hedgingRule(writtenAnswerFacts(text, {}, { confidence: 0.5 })).findings;
    expect(finding).toMatchObject({ count: 6, quote: null });
    expect(finding!.text).toMatch(/^6 hedges and weak words in .* sounds sure of itself\)\. Say/);
  });

  it('lets "I think" pass twice and does not count "what kind of" as a hedge', () => {
    const facts = writtenAnswerFacts('I think it was fine. I think so. I think we won. What kind of tool was it? The sort of thing we did was good.');
    expect(findHedges(facts).map((h) => h.phrase)).toEqual(['i think']);
  });

  it('calls an answer without hedges a strength', () => {
    const { score, findings } = hedgingRule(writtenAnswerFacts('I rewrote the parser and the tests passed on Friday. The client signed the contract.'));
    expect(score).toBe(100);
    expect(findings[0]).toMatchObject({ kind: 'strength', headline: 'no hedging', count: 0 });
  });

  it('quotes a hedge whose context was heard as a phrase, never words stitched across a doubtful one', () => {
    const facts = writtenAnswerFacts('Maybe we fixed the build. Maybe it worked. Maybe they liked it.', {}, { confidence: (i) => (i === 2 ? 0.4 : 0.95) });
    expect(hedgingRule(facts).findings[0]!.quote).toBe('"Maybe it worked."');
  });

  it('gives an answer without hedges no moment to seek to: the finding is about the whole answer', () => {
    const { findings } = hedgingRule(writtenAnswerFacts('I rewrote the parser and the tests passed on Friday. The client signed the contract.'));
    expect(findings[0]).toMatchObject({ kind: 'strength', at: null });
  });

  it("times an interview answer over the candidate's own turns, not the interviewer's between them", () => {
    // 10 words from 0:02 (0:02–0:06) and 10 from 0:30 (0:30–0:34); the interviewer spoke from 0:07 to 0:29.
    const words = [...spokenWords('I rewrote the parser and the tests passed on Friday', 2), ...spokenWords('then the client signed the contract for the next year', 30)];
    const facts = answerFacts({ words, engine: 'test', speakingSpans: [{ start: 2, end: 6 }, { start: 30, end: 34 }] });
    expect(facts.duration).toBeCloseTo(7.95, 2);
    expect(hedgingRule(facts).findings[0]!.text).toContain('in 0:07');
    expect(answerFacts({ words, engine: 'test' }).duration).toBeCloseTo(31.95, 2);
  });
});
