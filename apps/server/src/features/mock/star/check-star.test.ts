import { describe, expect, it } from 'vitest';
import type { TranscriptWord } from '@rehearse/contract/analysis-result';
import { checkStar } from './check-star.ts';

const SITUATION = 'At my last job we were migrating our billing system to a new provider.';
const TASK = 'I was responsible for moving two hundred customer accounts without losing any payments.';
const ACTION = 'I wrote a checklist, tested every account in a sandbox and called the customers who had unusual plans.';
const RESULT = 'As a result we finished a week early and no customer was billed twice.';
// The content layer reads a sentence's clauses on their own: the outcome is the clause that reports it.
const OUTCOME = 'As a result we finished a week early';

function check(...sentences: string[]) {
  return checkStar({ text: sentences.join(' ') });
}

describe('checkStar on written answers', () => {
  it('finds all four parts with their sentences as evidence', () => {
    const outcome = check(SITUATION, TASK, ACTION, RESULT);
    expect(outcome.status).toBe('checked');
    expect(outcome.note).toBeNull();
    expect(outcome.star).toEqual({
      situation: { present: true, evidence: SITUATION },
      task: { present: true, evidence: TASK },
      action: { present: true, evidence: ACTION },
      result: { present: true, evidence: OUTCOME },
    });
  });

  it('marks a missing situation', () => {
    // ACTION's relative clause ('the customers who had unusual plans') describes whom the speaker called: no scene.
    const { star } = check(TASK, ACTION, RESULT, 'I think it went quite well overall for everyone involved.');
    expect(star.situation).toEqual({ present: false, evidence: null });
    expect(star.task.present && star.action.present && star.result.present).toBe(true);
  });

  it('marks a missing task', () => {
    const { star } = check(SITUATION, ACTION, RESULT, 'It was a busy period for the whole department that spring.');
    expect(star.task).toEqual({ present: false, evidence: null });
    expect(star.situation.evidence).toBe(SITUATION);
  });

  it('marks a missing action: describing duties and feelings is not acting', () => {
    // RESULT's 'we finished a week early' is the outcome, not an action of the group as well.
    const { star } = check(SITUATION, TASK, 'I was really nervous and I felt the pressure of the deadline every single day.', RESULT);
    expect(star.action).toEqual({ present: false, evidence: null });
    expect(star.result).toEqual({ present: true, evidence: OUTCOME });
  });

  it('marks a missing result when the story stops at the actions', () => {
    const { star } = check(SITUATION, TASK, ACTION, 'I also talked to the finance team about the new invoice layout.');
    expect(star.result).toEqual({ present: false, evidence: null });
    expect(star.action.evidence).toBe(ACTION);
  });

  it('takes a measurable change with a number as a result, and the last such sentence', () => {
    const last = 'Complaints dropped and we reduced churn by 12% that quarter.';
    const { star } = check(SITUATION, TASK, ACTION, 'Eventually the sales team noticed.', last);
    expect(star.result.evidence).toBe(last);
  });

  it('takes a change someone else made at the end of the story as its result, with no number needed', () => {
    const last = 'The manager improved the process documents for the next team as well.';
    expect(check(SITUATION, TASK, ACTION, last).star.result).toEqual({ present: true, evidence: last });
  });

  it('takes no result from an outcome in the middle that the story then leaves behind', () => {
    const { star } = check(SITUATION, ACTION, RESULT, 'It was a busy period for the whole department that spring.');
    expect(star.result).toEqual({ present: false, evidence: null });
  });

  it('counts who did the actions: "we" for most of them is "we"-heavy, thinking and states are no action', () => {
    expect(checkStar({ text: 'At my last job our release was late. We rewrote the tests, we paired every day and we shipped the fix. As a result we finished on time.' }).ownership).toMatchObject({ i: 0, weHeavy: true });
    // No action of "we": 'we were migrating' paints the scene and RESULT's 'we finished a week early' tells how it ended.
    expect(check(SITUATION, TASK, ACTION, RESULT).ownership).toEqual({ i: 3, we: 0, weHeavy: false });
    expect(checkStar({ text: 'I think we rewrote the tests. I guess we paired every day and we shipped the fix that week. I was happy and I felt we had done well overall.' }).ownership).toMatchObject({ i: 0 });
  });

  it('says there is not enough clear speech for a short answer instead of guessing', () => {
    const outcome = checkStar({ text: 'I was responsible for it. As a result it worked.' });
    expect(outcome.status).toBe('not_enough_speech');
    expect(outcome.note).toBe('not enough clear speech to check');
    expect(Object.values(outcome.star).every((p) => !p.present && p.evidence === null)).toBe(true);
  });

  it('says there is not enough clear speech when the recogniser was unsure of most words', () => {
    const text = `${SITUATION} ${TASK} ${ACTION} ${RESULT}`;
    const words: TranscriptWord[] = text.split(' ').map((word, i) => ({ word, start: i * 0.4, end: i * 0.4 + 0.3, confidence: i % 4 === 0 ? 0.9 : 0.05 }));
    expect(checkStar({ text, words }).status).toBe('not_enough_speech');
    const sure = words.map((w) => ({ ...w, confidence: 0.8 }));
    expect(checkStar({ text, words: sure }).status).toBe('checked');
  });

  it('says not enough speech for no transcript at all', () => {
    expect(checkStar(null).status).toBe('not_enough_speech');
  });
});

describe('checkStar on unpunctuated speech', () => {
  it('finds the parts in unpunctuated speech split at pauses', () => {
    const spoken = [SITUATION, TASK, ACTION, RESULT].map((s) => s.replace(/[.,]/g, '').toLowerCase());
    const words: TranscriptWord[] = [];
    let t = 0;
    for (const sentence of spoken) {
      for (const word of sentence.split(' ')) {
        words.push({ word, start: t, end: t + 0.3, confidence: 0.8 });
        t += 0.35;
      }
      t += 1;
    }
    const outcome = checkStar({ text: spoken.join(' '), words });
    expect(outcome.star.situation.evidence).toBe(spoken[0]);
    expect(outcome.star.result.evidence).toBe(OUTCOME.toLowerCase());
    expect(Object.values(outcome.star).every((p) => p.present)).toBe(true);
  });
});
