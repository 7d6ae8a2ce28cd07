import { TOUGH_SPECIFICS_FOLLOW_UP } from '@rehearse/contract/interview-conversation';
import { describe, expect, it } from 'vitest';
import { hasFigures, pressForSpecifics } from './press-for-specifics.ts';

const GENERAL = 'I led the migration, I talked to every team, and as a result the release went much better than before.';

describe('the tough interviewer pressing for specifics', () => {
  it('presses an answer with no figures; the friendly and neutral ones move on', () => {
    expect(pressForSpecifics('tough', GENERAL)).toEqual({ text: TOUGH_SPECIFICS_FOLLOW_UP, reason: 'no_result', written_by_ai: false });
    expect(pressForSpecifics('neutral', GENERAL)).toBeNull();
    expect(pressForSpecifics('friendly', GENERAL)).toBeNull();
    expect(pressForSpecifics(undefined, GENERAL)).toBeNull();
  });

  it('lets an answer with figures, or no words at all, go', () => {
    expect(pressForSpecifics('tough', `${GENERAL} Bugs fell by 30 percent.`)).toBeNull();
    expect(pressForSpecifics('tough', 'we cut it to two weeks')).toBeNull();
    expect(pressForSpecifics('tough', '')).toBeNull();
  });

  it('does not take "one" as a figure', () => {
    expect(hasFigures('one day I noticed one of the reports was wrong')).toBe(false);
  });
});
