import { FOLLOW_UP_QUESTIONS } from '@rehearse/contract/mock-constants';
import { describe, expect, it } from 'vitest';
import { checkStar } from '../star/check-star.ts';
import { builtInFollowUp } from './built-in-follow-up.ts';

const full =
  'At my last job our release was late. I was responsible for the test plan. I wrote new tests and I paired with two developers every day. As a result we shipped on time and bugs fell by 30 percent.';
const noResult = 'At my last job our release was late and customers were unhappy. I was responsible for the test plan for the whole team. I wrote new tests and I paired with two developers every day for a month.';
const allWe =
  'At my last job our release was late. The goal was to ship the new billing system. We wrote new tests, we paired every day with the developers and we moved the release to a quieter week. As a result we shipped on time and our bugs fell by 30 percent.';

const findings = (transcript: string, questionType: 'behavioural' | 'situational' | 'role_knowledge' | 'motivational' = 'behavioural') => ({
  questionType,
  star: checkStar({ text: transcript }),
});

describe('builtInFollowUp', () => {
  it('asks for the outcome when a story has no result', () => {
    expect(builtInFollowUp(findings(noResult))).toEqual({ text: FOLLOW_UP_QUESTIONS.no_result, reason: 'no_result', written_by_ai: false });
    expect(FOLLOW_UP_QUESTIONS.no_result).toBe('What was the outcome, in numbers if you can?');
  });

  it('asks what the speaker did when the answer is all "we"', () => {
    expect(builtInFollowUp(findings(allWe))).toMatchObject({ text: 'What did you do yourself?', reason: 'all_we' });
  });

  it('asks what the speaker did when every action is "we", however often "I think" and "I was" are said', () => {
    const hedgedWe =
      'I think at my last job our release was late. I guess the goal was to ship the new billing system. I mean we wrote new tests and we paired every day with the developers. I was glad that as a result we shipped on time and our bugs fell by 30 percent.';
    expect(builtInFollowUp(findings(hedgedWe))).toMatchObject({ reason: 'all_we' });
  });

  it('asks nothing of a complete first-person story, nor of too little speech', () => {
    expect(builtInFollowUp(findings(full))).toBeNull();
    expect(builtInFollowUp(findings('I do not know.'))).toBeNull();
  });

  it('asks a knowledge answer without a concrete example for one, never for a STAR result', () => {
    const general = 'Good code is easy to read and to change. It has clear names, small functions and tests that describe the behaviour. Consistency with the rest of the codebase matters more than any single rule. Reviews keep it that way.';
    expect(builtInFollowUp(findings(general, 'role_knowledge'))).toMatchObject({ reason: 'no_example', text: FOLLOW_UP_QUESTIONS.no_example });
    expect(builtInFollowUp(findings(full, 'role_knowledge'))).toBeNull();
  });

  it('takes the content analysis’s findings as found (the seam), in the order the question type asks', () => {
    expect(builtInFollowUp({ ...findings(full), contentFindings: ['all_we'] })).toMatchObject({ reason: 'all_we' });
    expect(builtInFollowUp({ ...findings(full, 'motivational'), contentFindings: ['no_result'] })).toBeNull();
  });
});
