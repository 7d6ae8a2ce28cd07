import type { AnswerContent } from '@rehearse/contract/answer-content';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { sampleAnalysisResult, sampleMockQuestion } from '@rehearse/contract/sample-analysis-result';
import { WRITTEN_ANSWER_ENGINE } from '@rehearse/contract/untimed-content';
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from './built-in-coach.ts';
import { GuidanceSearch } from './guidance-search.ts';
import { loadKnowledgeBase } from './knowledge-base.ts';
import { ownExample } from './own-example.ts';
import { buildPerformanceProfile, type CoachAnalysis } from './performance-profile.ts';

const search = new GuidanceSearch(loadKnowledgeBase());
const none = { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null };

/** A typed answer judged as the engine judges one: its sentences quoted, each read as a STAR part, at times as if read aloud. */
function typedContent(sentences: Array<[string, 'situation' | 'task' | 'action' | 'result' | null]>): AnswerContent {
  return {
    status: 'judged',
    note: null,
    engine: WRITTEN_ANSWER_ENGINE,
    score: 51.2,
    parts: { ...none, ownership: 100 },
    findings: [],
    structure: { sentences: sentences.map(([text, part], i) => ({ start: i * 3, end: i * 3 + 2, part, quote: `"${text}"` })), share: { situation: 0.3, task: 0, action: 0.3, result: 0.4 }, missing: [] },
  };
}

const TASK_UNTOLD: MockQuestionResult['star'] = { situation: { present: true, evidence: null }, task: { present: false, evidence: null }, action: { present: true, evidence: null }, result: { present: true, evidence: null } };

function question(key: string, extra: Partial<MockQuestionResult>): MockQuestionResult {
  return sampleMockQuestion({ question_key: key, star: TASK_UNTOLD, ...extra });
}

const mock = (questions: MockQuestionResult[]): CoachAnalysis => ({
  sessionId: 'm',
  name: 'Mock interview',
  category: 'mock_interview',
  date: '2026-11-27T10:00:00Z',
  starChecks: [],
  result: sampleAnalysisResult({ questions }),
});

const releaseAnswer = typedContent([
  ['We had a release that kept slipping.', 'situation'],
  ['I owned the release checklist myself.', 'action'],
  ['We shipped it on time', 'result'],
]);

describe("the how-to's own example for talking about a team without 'we'", () => {
  it("takes the user's typed \"I\" sentence with an action as the model to follow, without a time (a typed answer has no recording)", () => {
    const answer = builtInAnswer("How do I talk about a team project without saying 'we'?", buildPerformanceProfile([mock([question('a', { typed: true, transcript: 'x', content: releaseAnswer })])]), search);
    expect(answer).toContain('### Your own example');
    expect(answer).toContain('**You already do it** in "Mock interview" (27 Nov 2026 10:00 UTC) (Q1, typed): "I owned the release checklist myself." — an "I" and the step you took.');
    expect(answer).not.toContain('None of your analysed answers');
    expect(answer).toContain('**Ownership** ("I" over "we"): 100.0% in Q1 of "Mock interview" (27 Nov 2026 10:00 UTC) ("Tell me about a time you worked in a team.", typed)');
    // A situation told with "we" ("We had a release…") is the scene, not an action to claim.
    expect(answer).not.toContain('I had a release');
    expect(answer).not.toMatch(/typed\) at \d/);
  });

  it('sets the model beside an action of theirs told only with "we", rebuilt with "I"', () => {
    const rota = typedContent([['So we rebuilt the rota over a weekend.', 'action']]);
    const example = ownExample('ownership', [mock([question('a', { typed: true, transcript: 'x', content: releaseAnswer }), question('b', { typed: true, transcript: 'x', content: rota })])])!;
    expect(example).toContain('**You already do it**');
    expect(example).toContain('**Do the same here** in "Mock interview" (27 Nov 2026 10:00 UTC) (Q2, typed): "So we rebuilt the rota over a weekend."');
    expect(example).toContain('**Said with "I":** "So I rebuilt the rota over a weekend [the part that was yours alone');
  });

  it('reads a typed answer whose content was not judged from its text, and not "I think" for an action', () => {
    const unjudged = mock([question('a', { typed: true, transcript: 'I think teams matter a lot. We planned the whole launch together. I wrote the rollback plan for the launch.' })]);
    const example = ownExample('ownership', [unjudged])!;
    expect(example).toContain('"I wrote the rollback plan for the launch."');
    expect(example).toContain('"We planned the whole launch together."');
    expect(example).not.toContain('I think teams');
  });

  it('takes no filler from a typed answer: a written "like" was not said', () => {
    const typed = mock([question('a', { typed: true, transcript: 'I like working with people like my old team.' })]);
    expect(ownExample('filler', [typed])).toBeNull();
  });
});
