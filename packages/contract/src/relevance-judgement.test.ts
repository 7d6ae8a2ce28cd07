import { describe, expect, it } from 'vitest';
import type { AnswerContent, ContentFinding } from './answer-content.ts';
import { contentSummaryOf } from './content-summary.ts';
import { RELEVANCE_NOT_JUDGED, relevanceJudged, withUnjudgedRelevance } from './relevance-judgement.ts';

const none = { structure: 40, specifics: 20, ownership: null, hedging: null, repetition: null, length: null, relevance: 100, vocabulary: null };
const offQuestion: ContentFinding = { part: 'relevance', kind: 'improvement', headline: 'about something else', text: 'Off the question.', quote: null, at: null, count: 0, seconds: null };
const content = (over: Partial<AnswerContent> = {}): AnswerContent => ({ status: 'judged', note: null, engine: 'written', meaning: 'word-vectors', score: 30, parts: none, findings: [], structure: null, ...over });

describe('relevance the engine did not really judge', () => {
  it('is a 100 from the built-in reading with nothing found: no figure, named as not judged', () => {
    expect(relevanceJudged(content())).toBe(false);
    const shown = withUnjudgedRelevance(content());
    expect(shown.parts.relevance).toBeNull();
    expect(shown.not_judged).toEqual({ relevance: RELEVANCE_NOT_JUDGED });
  });

  it('is judged when a finding calls the answer off the question, or the sentence model compared them', () => {
    expect(relevanceJudged(content({ parts: { ...none, relevance: 15 }, findings: [offQuestion] }))).toBe(true);
    expect(relevanceJudged(content({ meaning: 'sentence-model' }))).toBe(true);
    expect(withUnjudgedRelevance(content({ meaning: 'sentence-model' })).parts.relevance).toBe(100);
  });

  it('is never averaged into a summary’s relevance', () => {
    expect(contentSummaryOf({ content: content() })?.parts.relevance).toBeNull();
  });
});
