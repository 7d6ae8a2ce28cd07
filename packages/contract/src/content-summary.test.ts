import { describe, expect, it } from 'vitest';
import type { AnswerContent } from './answer-content.ts';
import { contentSummaryOf, contentSummarySchema } from './content-summary.ts';
import type { MockQuestionResult } from './mock-result.ts';

const PARTS = { structure: 80, specifics: 60, ownership: 100, hedging: 90, repetition: 100, length: 70, relevance: null, vocabulary: 50 };

const judged = (score: number, parts: Partial<AnswerContent['parts']> = {}): AnswerContent => ({
  status: 'judged',
  note: null,
  engine: 'whisper base.en',
  score,
  parts: { ...PARTS, ...parts },
  findings: [],
  structure: null,
});
const notEnough: AnswerContent = { ...judged(0), status: 'not_enough_speech', note: 'not enough clear speech to judge content', score: null, parts: { ...PARTS, structure: null } };
const answer = (content: AnswerContent | undefined) => ({ content }) as unknown as MockQuestionResult;

describe('contentSummaryOf', () => {
  it('keeps an upload\'s judged content: its score and parts, unmeasured parts null', () => {
    const summary = contentSummaryOf({ content: judged(78.4) });
    expect(contentSummarySchema.parse(summary)).toEqual(summary);
    expect(summary).toEqual({ score: 78.4, parts: PARTS, answers: 1 });
  });

  it('is null when nothing was judged: no transcript, too little clear speech, no judged mock answer', () => {
    expect(contentSummaryOf({})).toBeNull();
    expect(contentSummaryOf({ content: notEnough })).toBeNull();
    expect(contentSummaryOf({ questions: [answer(undefined), answer(notEnough)] })).toBeNull();
  });

  it('takes the plain mean of a mock interview\'s judged answers, each part over the answers that measured it', () => {
    const summary = contentSummaryOf({
      questions: [answer(judged(70, { relevance: 40 })), answer(notEnough), answer(undefined), answer(judged(81, { structure: 100, relevance: null }))],
    });
    expect(summary?.score).toBe(75.5);
    expect(summary?.answers).toBe(2);
    expect(summary?.parts.structure).toBe(90);
    // Measured in one answer only: that answer's figure, not halved by the other.
    expect(summary?.parts.relevance).toBe(40);
    expect(summary?.parts.specifics).toBe(60);
  });

  it('leaves typed answers out: the summary is the content beside the recordings, and a typed answer counts in no overall', () => {
    const typed = { content: judged(95), typed: true } as unknown as MockQuestionResult;
    expect(contentSummaryOf({ questions: [answer(judged(60)), typed] })).toMatchObject({ score: 60, answers: 1 });
    expect(contentSummaryOf({ questions: [typed] })).toBeNull();
  });
});
