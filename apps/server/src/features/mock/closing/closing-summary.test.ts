import { describe, expect, it } from 'vitest';
import { checkStar } from '../star/check-star.ts';
import { closingSummary } from './closing-summary.ts';

const NO_RESULT =
  'At my last job our billing system was slow and customers complained every week. I was responsible for moving it to a new platform. I planned the move, I wrote the scripts and I met each team every week to check the steps.';
const WHOLE =
  'At my last job our release was late and customers were unhappy. I was responsible for the test plan. I wrote new tests and I paired with the developers every day. As a result we shipped on time and complaints fell by half.';

const behavioural = (text: string, followUp = false) => ({ questionType: 'behavioural' as const, star: checkStar({ text }), followUp });

describe('the built-in closing summary', () => {
  it('counts the answers, names what they told best and the gap most of them share', () => {
    const summary = closingSummary([behavioural(NO_RESULT), behavioural(NO_RESULT), behavioural(WHOLE), behavioural(WHOLE, true)]);
    expect(summary).toMatch(/^You answered three questions and one follow-up\. Across your answers, you said clearly what you did\./);
    expect(summary).toContain('Next time, say how it ended, in numbers if you can.');
  });

  it('praises answers that each told the whole story, and speaks of one answer as one', () => {
    const summary = closingSummary([behavioural(WHOLE)]);
    expect(summary).toMatch(/^You answered one question\. In your answer, you said how things turned out\./);
    expect(summary).toContain('Each answer told the whole story');
  });

  it('judges nothing it could not hear, and says so', () => {
    const summary = closingSummary([behavioural(''), behavioural('um yes')]);
    expect(summary).toBe('You answered two questions. I could not hear enough of your words to judge them now. Your report will have the detail once each answer is analysed.');
  });

  it('asks a motivation answer only for its example, never for a result', () => {
    const summary = closingSummary([{ questionType: 'motivational', followUp: false, star: checkStar({ text: 'I like building things that people use and I enjoy learning new tools with a small team that cares about quality and about customers.' }) }]);
    expect(summary).not.toContain('how it ended');
  });
});
