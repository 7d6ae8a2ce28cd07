import { describe, expect, it } from 'vitest';
import { writtenAnswerFacts } from '../written-answer.ts';
import type { ContentFinding } from '@rehearse/contract/answer-content';
import { lengthRule, slowStartShare } from './length-rule.ts';

const ANSWER = 'At my last job our release slipped. I rewrote the deploy script. As a result we shipped on time.';

describe('lengthRule', () => {
  it('is unmeasured without a target or a story', () => {
    expect(lengthRule(writtenAnswerFacts('Hello there. Nice weather today.'))).toEqual({ score: null, findings: [] });
  });

  it('calls under half the target too short and seeks to the end', () => {
    const facts = writtenAnswerFacts(ANSWER, { targetSeconds: 90 });
    const [finding] = lengthRule(facts).findings;
    expect(finding).toMatchObject({ kind: 'improvement', headline: '0:08 of 1:30' });
    expect(finding!.at).toBe(Math.round(facts.end * 100) / 100);
    expect(lengthRule(facts).score).toBeLessThan(50);
  });

  it("judges and states the recording's length when the answer has a recording of its own, else its speaking time", () => {
    const spoken = writtenAnswerFacts(ANSWER, { targetSeconds: 90 });
    const recorded = writtenAnswerFacts(ANSWER, { targetSeconds: 90, recordedSeconds: 17 });
    expect(lengthRule(spoken).findings[0]!.text).toContain('The answer took 0:08 for a 1:30 question');
    expect(lengthRule(recorded).findings[0]).toMatchObject({ headline: '0:17 of 1:30', seconds: 17 });
    expect(lengthRule(recorded).findings[0]!.text).toContain('The answer took 0:17 for a 1:30 question');
    expect(lengthRule(writtenAnswerFacts(ANSWER, { targetSeconds: 30, recordedSeconds: 17 })).findings[0]).toMatchObject({ kind: 'strength' });
  });

  it('calls a length within the target a strength', () => {
    const { findings, score } = lengthRule(writtenAnswerFacts(ANSWER, { targetSeconds: 10 }));
    expect(findings[0]).toMatchObject({ kind: 'strength', at: null });
    expect(score).toBe(100);
  });

  it('says where an answer ran well past its target, and lets one a little over pass', () => {
    const long = Array.from({ length: 12 }, () => ANSWER).join(' ');
    const [finding] = lengthRule(writtenAnswerFacts(long, { targetSeconds: 60 })).findings;
    expect(finding!.text).toContain('it ran past its target at 1:00');
    expect(finding!.at).toBe(60);
    const littleOver = Array.from({ length: 6 }, () => ANSWER).join(' ');
    expect(lengthRule(writtenAnswerFacts(littleOver, { targetSeconds: 40 })).findings[0]).toMatchObject({ kind: 'strength' });
  });

  it('measures the preamble up to the first sentence that tells an event: echo, general talk, thinking aloud', () => {
    const preamble =
      'Um right, a release that slipped. I think every team has releases that slip, that is kind of the job, and I think what matters is how you react. Let me think of a good one.';
    const facts = writtenAnswerFacts(`${preamble} ${ANSWER}`, { question: 'Tell me about a release that slipped.' });
    const finding = lengthRule(facts).findings.find((f) => f.headline.endsWith('before answering'));
    expect(finding?.text).toMatch(/^\d+ s passed before the story began \(at 0:\d\d: "At my last job our release slipped."\)/);
    expect(finding?.quote).toBe('"Um right, a release that slipped."');
    expect(finding?.at).toBe(0);
  });

  it('takes an opening that sets the scene with "when I was…" as the start of the story', () => {
    const facts = writtenAnswerFacts(
      'So the one that comes to mind is when I was leading the evening shift at the call centre and people kept swapping shifts without telling anyone. I decided all swaps had to go through me. Missed calls fell by half.',
      { question: 'Describe a time you had to make an unpopular decision.' },
      { wordsPerMinute: 60 },
    );
    expect(lengthRule(facts).findings.some((f) => f.headline.endsWith('before answering'))).toBe(false);
  });
  it('flags a length only when it is clearly off, and gives no strength between the target and that', () => {
    const facts = (times: number, targetSeconds: number) => writtenAnswerFacts(Array.from({ length: times }, () => ANSWER).join(' '), { targetSeconds });
    // About 8.8 s an answer (18 words at 150 a minute and the pauses after its sentences).
    expect(lengthRule(facts(1, 20)).findings).toEqual([]);
    expect(lengthRule(facts(1, 20)).score).toBeLessThan(100);
    expect(lengthRule(facts(1, 22)).findings[0]).toMatchObject({ kind: 'improvement' });
    expect(lengthRule(facts(10, 60)).findings).toEqual([]);
    expect(lengthRule(facts(10, 60)).score).toBeLessThan(100);
    expect(lengthRule(facts(11, 60)).findings[0]).toMatchObject({ kind: 'improvement' });
  });

  it('calls no slow start when what follows the start is mostly talk in general', () => {
    const general =
      'I think motivation is really about what drives you personally, and for me it has always been about learning and growing as a person. I am someone who gets motivated by a challenge, and I like having a clear goal in front of me.';
    const example = 'Last year I set myself a goal of running a half marathon. I trained for four months, three runs a week, and I finished it in two hours and five minutes.';
    const talk =
      'I think that is the kind of attitude I bring to work. When things are difficult I just keep going and I do not give up. I am a very self motivated person and I think that rubs off on the people around me.';
    const question = 'Give an example of how you motivated others during a difficult period.';
    const slow = (text: string) => lengthRule(writtenAnswerFacts(text, { question })).findings.some((f) => f.headline.endsWith('before answering'));
    expect(slow(`${general} ${example} ${talk}`)).toBe(false);
    expect(slow(`${general} ${example} ${example}`)).toBe(true);
  });
});

describe('slowStartShare', () => {
  const finding = (headline: string, seconds: number): ContentFinding => ({ part: 'length', kind: 'improvement', headline, text: '', quote: null, at: 0, count: null, seconds });
  it('is the share of the answer past the first ten seconds before it answered', () => {
    expect(slowStartShare([finding('30 s before answering', 30)], 80)).toBe(0.25);
  });
  it('is 0 without a slow start', () => {
    expect(slowStartShare([finding('2:10 for 1:00', 130)], 130)).toBe(0);
    expect(slowStartShare([], 60)).toBe(0);
  });
});
