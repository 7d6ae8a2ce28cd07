import { describe, expect, it } from 'vitest';
import { sampleAnalysisResult, sampleMockQuestion } from '@rehearse/contract/sample-analysis-result';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { asksAboutMyAnswers, myAnswersAnswer } from './answers-content-answer.ts';
import { profileFacts } from './profile-facts.ts';
import { buildPerformanceProfile } from './performance-profile.ts';

const none = { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null };
const content: AnswerContent = {
  status: 'judged',
  note: null,
  engine: 'whisper (ggml-base.en)',
  score: 61.4,
  parts: { ...none, specifics: 10 },
  findings: [
    { part: 'ownership', kind: 'improvement', headline: 'we', text: 'In the actions you said "we" 6 times and "I" 0 times.', quote: '"we rebuilt it"', at: 31, count: 6, seconds: null },
    { part: 'hedging', kind: 'strength', headline: 'no hedging', text: 'No hedges in 1:10.', quote: null, at: 0, count: 0, seconds: null },
  ],
  structure: null,
};

describe('the coach on "how were my answers?"', () => {
  it('recognises the question', () => {
    expect(asksAboutMyAnswers('How were my answers?')).toBe(true);
    expect(asksAboutMyAnswers('what did you think of my answer')).toBe(true);
    expect(asksAboutMyAnswers('How is my eye contact?')).toBe(false);
  });

  it('answers from the content findings of the newest analysis, with quotes and times', () => {
    const profile = buildPerformanceProfile([{ sessionId: 's', name: 'Friday answer', category: 'video_upload', date: '2026-11-20T10:00:00Z', result: sampleAnalysisResult({ content }), starChecks: [] }])!;
    const answer = myAnswersAnswer(profile);
    expect(answer).toContain('content 61.4% (transcript by whisper (ggml-base.en))');
    expect(answer).toContain('What your answers said in "Friday answer" (20 Nov 2026 10:00 UTC), from the transcript');
    expect(answer).toContain('To work on: In the actions you said "we" 6 times and "I" 0 times. — "we rebuilt it" at 0:31');
    expect(answer).toContain('Strongest: No hedges in 1:10. — at 0:00');
  });

  it('cites no time for a typed answer: it has no recording', () => {
    const typed = { ...content, engine: 'written', findings: [{ ...content.findings[0]!, text: 'In the actions you said "we" 6 times (at 0:31).' }] };
    const q = sampleMockQuestion({ question_key: 'a', question: 'Q', transcript: 'we rebuilt it', typed: true, content: typed });
    const profile = buildPerformanceProfile([{ sessionId: 's', name: 'Mock', category: 'mock_interview', date: '2026-11-20T10:00:00Z', result: sampleAnalysisResult({ questions: [q] }), starChecks: [] }])!;
    const answer = myAnswersAnswer(profile);
    expect(answer).toContain('**Q1**: content 61.4% (typed)');
    expect(answer).toContain('To work on: In the actions you said "we" 6 times. — "we rebuilt it"');
    expect(answer).not.toMatch(/ at \d+:\d\d/);
  });

  it('writes a content score with the one decimal the report shows (3.7%, not 4/100)', () => {
    const low = { ...content, score: 3.7 };
    const profile = buildPerformanceProfile([{ sessionId: 's', name: 'Low', category: 'video_upload', date: '2026-11-20T10:00:00Z', result: sampleAnalysisResult({ content: low }), starChecks: [] }])!;
    expect(myAnswersAnswer(profile)).toContain('content 3.7% (transcript');
  });

  it('gives a configured model the same findings as facts', () => {
    const profile = buildPerformanceProfile([{ sessionId: 's', name: 'Friday answer', category: 'video_upload', date: '2026-11-20T10:00:00Z', result: sampleAnalysisResult({ content }), starChecks: [] }])!;
    expect(profileFacts(profile)).toContain('What the latest answers said (from the transcript):\n- **"Friday answer"**: content 61.4%');
  });

  it('names a mock interview’s answers as its report labels them: a follow-up with its question’s number', () => {
    const answer = (question_key: string, follow_up_of: string | null) =>
      sampleMockQuestion({ question_key, question: `Question ${question_key}`, follow_up_of, duration_sec: 60, transcript: 'text', speaking_pace: 130, filler_words: 1, eye_contact: 0.8, score: 70, content });
    const result = sampleAnalysisResult({ questions: [answer('a', null), answer('a__fu', 'a'), answer('b', null)] });
    const profile = buildPerformanceProfile([{ sessionId: 's', name: 'Mock', category: 'mock_interview', date: '2026-11-20T10:00:00Z', result, starChecks: [] }])!;
    const said = myAnswersAnswer(profile);
    expect(['**Q1**', '**Follow-up to Q1**', '**Q2**'].map((label) => said.includes(label))).toEqual([true, true, true]);
    expect(said).not.toContain('**Q3**');
  });

  it('says when there is nothing to judge', () => {
    const profile = buildPerformanceProfile([{ sessionId: 's', name: 'Silent', category: 'video_upload', date: '2026-11-20T10:00:00Z', result: sampleAnalysisResult(), starChecks: [] }])!;
    expect(myAnswersAnswer(profile)).toContain('has no transcript to judge what you said');
  });
});
