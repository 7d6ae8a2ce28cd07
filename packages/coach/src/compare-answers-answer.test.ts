import type { AnswerContent, ContentFinding } from '@rehearse/contract/answer-content';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { sampleAnalysisResult, sampleMockQuestion } from '@rehearse/contract/sample-analysis-result';
import { WRITTEN_ANSWER_ENGINE } from '@rehearse/contract/untimed-content';
import { describe, expect, it } from 'vitest';
import { builtInAnswer } from './built-in-coach.ts';
import { asksAboutAnswers, compareAnswersAnswer } from './compare-answers-answer.ts';
import { GuidanceSearch } from './guidance-search.ts';
import { loadKnowledgeBase } from './knowledge-base.ts';
import { buildPerformanceProfile, type CoachAnalysis } from './performance-profile.ts';

const search = new GuidanceSearch(loadKnowledgeBase());
const none = { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null };

function finding(part: ContentFinding['part'], kind: ContentFinding['kind'], text: string, quote: string | null, at: number | null): ContentFinding {
  return { part, kind, headline: part, text, quote, at, count: null, seconds: null };
}

function content(score: number, parts: Partial<AnswerContent['parts']>, findings: ContentFinding[], engine = WRITTEN_ANSWER_ENGINE): AnswerContent {
  return { status: 'judged', note: null, engine, score, parts: { ...none, ...parts }, findings, structure: null };
}

const TASK_UNTOLD: MockQuestionResult['star'] = { situation: { present: true, evidence: null }, task: { present: false, evidence: null }, action: { present: true, evidence: null }, result: { present: true, evidence: null } };

function question(key: string, text: string, extra: Partial<MockQuestionResult>): MockQuestionResult {
  return sampleMockQuestion({ question_key: key, question: text, transcript: 'text', star: TASK_UNTOLD, ...extra });
}

const weakTyped = content(33.4, { structure: 80, specifics: 0, ownership: 40, hedging: 100 }, [
  finding('specifics', 'improvement', 'No specific details in 21 words (0 per 100 words).', '"It went fine in the end."', 6.8),
  finding('ownership', 'improvement', 'Of the actions in the story, 3 were told as "we" and 0 as "I" (at 0:02).', '"We did the planning"', 2.8),
]);
const strongTyped = content(67.7, { structure: 80, specifics: 17, ownership: 100, hedging: 100 }, [
  finding('ownership', 'strength', 'You told the actions as your own.', '"I owned the release checklist myself."', 3.2),
]);
const recorded = content(55, { structure: 60, specifics: 10, ownership: 70 }, [], 'whisper (ggml-base.en)');

/** The walk's mock interview: two typed answers and one recorded, which alone counts in the overall. */
const mock: CoachAnalysis = {
  sessionId: 'm',
  name: 'Mock interview',
  category: 'mock_interview',
  date: '2026-11-27T10:00:00Z',
  starChecks: [],
  result: sampleAnalysisResult({
    overall_score: 57.5,
    questions: [
      question('a', 'Tell me about a time you worked in a team.', { typed: true, content: weakTyped }),
      question('b', 'Tell me about a release you owned.', { typed: true, content: strongTyped }),
      question('c', 'Describe a conflict at work.', { score: 57.5, speaking_pace: 140, filler_words: 3, eye_contact: 0.7, content: recorded }),
    ],
  }),
};
const upload = (name: string, date: string, overall: number, audio: number, video: number): CoachAnalysis => ({
  sessionId: name,
  name,
  category: 'video_upload',
  date,
  starChecks: [],
  result: sampleAnalysisResult({ overall_score: overall, component_weights: { video: 0.4, audio: 0.6 }, video: { performance_score: video }, audio: { performance_score: audio } }),
});
// Both overalls 57.5: delivery only, the audio and video trade places.
const tiedA = upload('Tuesday take', '2026-11-25T10:00:00Z', 57.5, 50, 68.8);
const tiedB = upload('Wednesday take', '2026-11-26T10:00:00Z', 57.5, 65, 46.3);

describe('the coach compares answers when asked about answers', () => {
  it('why was my weak answer weaker than my strong one: the weakest and strongest judged answers, typed ones too, named with their scores, parts and own words', () => {
    const answer = builtInAnswer('Why was my weak answer weaker than my strong one?', buildPerformanceProfile([tiedA, tiedB, mock]), search);
    expect(answer).toContain('Comparing your weakest judged answer with your strongest');
    expect(answer).toContain('**Weaker**: Q1 of "Mock interview" (27 Nov 2026 10:00 UTC) ("Tell me about a time you worked in a team.", typed) — 33.4%');
    expect(answer).toContain('**Stronger**: Q2 of "Mock interview" (27 Nov 2026 10:00 UTC) ("Tell me about a release you owned.", typed) — 67.7%');
    const explains = answer.split('### What explains it')[1]!;
    // Ownership is 60 points apart, specifics 17: the larger first; structure and hedging tie and are not a gap.
    expect(explains.indexOf('Ownership')).toBeLessThan(explains.indexOf('Specifics'));
    expect(explains).toContain('**Ownership ("I" over "we")**: 40.0% against 100.0% (−60.0 points)');
    expect(explains).not.toMatch(/Structure|Hedging/);
    expect(answer).toContain('**Weaker answer**, on ownership ("I" over "we"): Of the actions in the story, 3 were told as "we" and 0 as "I". — "We did the planning"');
    expect(answer).toContain('**Stronger answer**, on ownership ("I" over "we"): You told the actions as your own. — "I owned the release checklist myself."');
    // Typed answers have no recording: no time to seek, no delivery, and the whole interviews' tie is not the subject.
    expect(answer).not.toMatch(/ at \d+:\d\d/);
    expect(answer).toContain('Not compared: both were typed, so neither has a delivery.');
    expect(answer).not.toMatch(/Audio|57\.5/);
  });

  it('compares the delivery both recordings measured, and says two answers that tie tie', () => {
    const same = { ...mock, result: sampleAnalysisResult({ questions: [question('c', 'Describe a conflict at work.', { score: 60, speaking_pace: 120, filler_words: 1, eye_contact: 0.9, content: content(55, { structure: 80, specifics: 0 }, [], 'whisper') })] }), date: '2026-11-28T10:00:00Z', name: 'Retake' };
    const answer = builtInAnswer('Why did my last answer score lower than the one before?', buildPerformanceProfile([mock, same]), search);
    expect(answer).toContain('Comparing your latest two judged answers');
    expect(answer).toContain('The two tie at 55.0%, so there is no gap to explain.');
    expect(answer).not.toContain('What explains it');
    expect(answer).toContain('### Where their parts differ (and balance out)');
    expect(answer).toContain('**Structure (STAR)**: 60.0% against 80.0%');
    expect(answer).toContain('**Pace**: 140 WPM against 120 WPM');
    expect(answer).toContain('**Filler words**: 3 against 1');
    expect(answer).toContain('**Eye contact**: 70% against 90%');
  });

  it('with fewer than two judged answers says so, then compares the analyses', () => {
    const answer = compareAnswersAnswer('Why was my weak answer weaker than my strong one?', [tiedA, tiedB], () => 'ANALYSES');
    expect(answer).toContain('None of your answers has had its content judged yet');
    expect(answer.endsWith('ANALYSES')).toBe(true);
  });

  it('reads a question about answers apart from one naming analyses whose names hold "answer"', () => {
    const named = [{ ...tiedA, name: 'Friday answer' }, { ...tiedB, name: 'Monday answer' }];
    expect(asksAboutAnswers('Why is "Friday answer" better than "Monday answer"?', named)).toBe(false);
    expect(asksAboutAnswers('Why was my weak answer weaker than my strong one?', named)).toBe(true);
    expect(asksAboutAnswers('Why was my last interview worse than the one before?', named)).toBe(false);
  });
});

describe('the coach compares two analyses whose overalls tie', () => {
  it('says they tie instead of explaining a gap', () => {
    const answer = builtInAnswer('Why was my last interview worse than the one before?', buildPerformanceProfile([tiedA, tiedB]), search);
    expect(answer).toContain('**Overall**: 57.5% each — a tie');
    expect(answer).toContain('The two tie overall at 57.5%, so there is no gap to explain');
    expect(answer).toContain('scored lower on audio and higher on video');
    expect(answer).not.toContain('What explains it');
  });
});
