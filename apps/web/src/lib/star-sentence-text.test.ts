import { describe, expect, it } from 'vitest';
import { starReasonText, starSentenceLine } from './star-sentence-text.ts';

describe('starReasonText', () => {
  it('says why a sentence was read as its STAR part without repeating the part name', () => {
    expect(starReasonText('action', 'action: "I" + a past action: "I set up"')).toBe('Says what you did — "I" + a past action: "I set up".');
    expect(starReasonText('situation', 'situation: a time: "last year"')).toBe('Sets the scene — a time: "last year".');
    expect(starReasonText('result', undefined)).toBe('Says how it ended.');
    expect(starReasonText(null, 'general talk, no past event')).toBe('Plays no STAR part: general talk, no past event.');
    expect(starReasonText(null, null)).toMatch(/^Plays no STAR part: it sets no scene/);
  });

  it('writes a sentence as a line of the report file', () => {
    expect(starSentenceLine({ start: 3.2, part: 'action', quote: '"I set up a check"', reason: 'action: "I" + a past action: "I set up"' })).toBe(
      'Action at 0:03: "I set up a check". Says what you did — "I" + a past action: "I set up".',
    );
    expect(starSentenceLine({ start: 61, part: null, quote: null, reason: null })).toMatch(/^No part at 1:01\. Plays no STAR part/);
  });
});
