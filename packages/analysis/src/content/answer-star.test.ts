import { describe, expect, it } from 'vitest';
import { readAnswerStar } from './answer-star.ts';
import { analyzeAnswerContent } from './analyze-answer-content.ts';
import { writtenAnswer } from './written-answer.ts';

const STORY =
  'In March last year our billing run failed at every month end. My job was to stop the failures before the audit. I set up a nightly check and I rewrote the export script. After that the failures fell from twelve a month to zero.';

describe('readAnswerStar', () => {
  it('reads each sentence as the content card does, with the same parts, reasons and missing parts', () => {
    const words = writtenAnswer(STORY);
    const reading = readAnswerStar({ words });
    const content = analyzeAnswerContent({ words, engine: 'written' });
    expect(reading.note).toBeNull();
    expect(reading.sentences.map((s) => [s.start, s.part, s.reason])).toEqual(content.structure!.sentences.map((s) => [s.start, s.part, s.reason]));
    expect(reading.missing).toEqual(content.structure!.missing);
    expect(reading.sentences.map((s) => s.part)).toEqual(['situation', 'task', 'action', 'action', 'result']);
    expect(reading.sentences.map((s) => s.text)).toContain('and I rewrote the export script.');
  });

  it('reads a typed answer from its text, timed as its content is', () => {
    expect(readAnswerStar({ text: STORY })).toEqual(readAnswerStar({ words: writtenAnswer(STORY) }));
  });

  it('counts the actions told with "I" and with "we", and says when "we" hides the speaker as the ownership part does', () => {
    expect(readAnswerStar({ text: STORY }).ownership).toEqual({ i: 2, we: 0, weHeavy: false });
    const allWe = 'Last spring our billing run kept failing. We set up a nightly check, we rewrote the export script and we called the bank. After that the failures fell to zero.';
    expect(readAnswerStar({ text: allWe }).ownership).toEqual({ i: 0, we: 3, weHeavy: true });
  });

  it('reads the first action without a situation in its relative clause, and a finish told with "we" as the result alone', () => {
    const text =
      'Last winter our provider changed its prices and a lot of people were confused. I called the customers who had unusual plans and explained the new bill to each of them. I also wrote a short guide for the team. We finished a week early.';
    const reading = readAnswerStar({ text });
    expect(reading.sentences.map((s) => [s.part, s.shows])).toEqual([
      ['situation', ['situation']],
      ['action', ['action']],
      ['action', ['action']],
      ['result', ['result']],
    ]);
    expect(reading.ownership).toEqual({ i: 2, we: 0, weHeavy: false });
  });

  it('reads nothing from too few clearly heard words, and says why', () => {
    const unsure = writtenAnswer(STORY, { confidence: (i) => (i % 3 === 0 ? 0.9 : 0.05) });
    const reading = readAnswerStar({ words: unsure });
    expect(reading.note).toMatch(/^not enough clear speech to judge content/);
    expect(reading.sentences).toEqual([]);
  });
  it('does not read a hedged sentence about what "we" tried as the speaker\'s action, but still reads a plain "we" step', () => {
    const hedged = readAnswerStar({ text: 'Last autumn our office printer broke down before a big mailing. I suppose we kind of tried to perhaps reset it, I guess. It came back after a day.' });
    const attempt = hedged.sentences.find((s) => s.text.includes('tried'))!;
    expect(attempt.part).toBeNull();
    expect(attempt.shows).not.toContain('action');
    expect(attempt.shows).not.toContain('situation');
    const plain = readAnswerStar({ text: 'Last autumn our office printer broke down before a big mailing. We reset it and rewrote the job scheduler. It came back after a day.' });
    expect(plain.sentences.find((s) => s.text.includes('reset'))!.part).toBe('action');
  });

  it('still reads a hedged sentence told with "I" as the speaker\'s action', () => {
    const mine = readAnswerStar({ text: 'Last autumn our office printer broke down before a big mailing. I think I kind of fixed the driver myself. It came back after a day.' });
    expect(mine.sentences.find((s) => s.text.includes('fixed'))!.part).toBe('action');
  });
});
