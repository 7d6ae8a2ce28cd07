import type { AnswerContent } from '@rehearse/contract/answer-content';
import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import type { OverallMakeup } from '@rehearse/contract/overall-makeup';
import { overallMakeupOf } from '@rehearse/contract/overall-makeup-of';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scoreBreakdown } from '../../lib/analysis-result/score-breakdown.ts';
import { OverallScoreHeadline } from '../ui/overall-score-headline.tsx';

afterEach(cleanup);

const absent = { present: false, evidence: null };
const content = (score: number | null): AnswerContent => ({
  status: score === null ? 'not_enough_speech' : 'judged',
  note: score === null ? 'Far too short to judge content.' : null,
  engine: 'whisper',
  score,
  parts: { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null },
  findings: [],
  structure: null,
});
const question = (key: string, fields: Partial<MockQuestionResult>): MockQuestionResult => ({
  question_key: key,
  question: `Question ${key}`,
  competency: 'teamwork',
  skipped: false,
  duration_sec: 6,
  transcript: 'words',
  speaking_pace: 120,
  filler_words: 0,
  eye_contact: 0.8,
  score: 80,
  star: { situation: absent, task: absent, action: absent, result: absent },
  star_status: 'not_enough_speech',
  star_note: null,
  fillers: [],
  recording_url: null,
  analysis_error: null,
  ...fields,
});
// Q2 typed (content only, in no mean); Q1 and Q3 recorded.
const typedQ2 = question('b', { typed: true, score: null, duration_sec: null, speaking_pace: null, filler_words: null, eye_contact: null, content: content(69.9) });
const notJudged = { part: 'content' as const, cause: 'far_too_short' as const, detail: 'Far too short to judge content.' };

/** The headline of the mock report page, as the detail page builds it from the stored report. */
function showHeadline(questions: MockQuestionResult[], overall: number, makeup: OverallMakeup) {
  const results = { ...sampleAnalysisResult({ overall_score: overall, video: { performance_score: 85 }, audio: { performance_score: 84 } }), questions, overall_makeup: makeup };
  const answered = questions.filter((q) => !q.skipped && q.score !== null).length;
  render(<OverallScoreHeadline breakdown={scoreBreakdown(results, answered, overallMakeupOf(results))} />);
}

describe('the mock report headline reads which answers count from the report', () => {
  it('with Q1 and Q3 delivery only and Q2 typed: names neither recorded answer as left out and shows no content from the typed answer', () => {
    const questions = [question('a', { score: 81.9, content: content(null) }), typedQ2, question('c', { score: 88.2, content: content(null) })];
    showHeadline(questions, 84.4, {
      parts: ['video', 'audio'],
      missing: [{ ...notJudged, questions: [1, 3] }],
      complete: false,
      fix_first: { part: 'content', score: null, points: null },
      // As reports finished before the rule was fixed still store it.
      left_out: [{ question: 1, ...notJudged }, { question: 3, ...notJudged }],
    });
    expect(screen.getByTestId('overall-incomplete-label').textContent).toContain('Delivery only');
    expect(screen.queryByTestId('overall-left-out')).toBeNull();
    expect(screen.queryByText(/Answer Content/)).toBeNull();
    expect(
      screen.getByText('The mean of the overall scores of your 2 recorded answers, each weighted by its length. Your typed answer is judged on what it says only and is not part of the overall.'),
    ).toBeTruthy();
  });

  it('with Q1’s judged attempt counted: the content tile, the count and fix-first are Q1’s alone, and Q3 is named as left out', () => {
    const questions = [question('a', { score: 45.9, content: content(0), counted_attempt: 1 }), typedQ2, question('c', { score: 88.2, content: content(null) })];
    showHeadline(questions, 45.9, {
      parts: ['video', 'audio', 'content'],
      missing: [],
      complete: true,
      fix_first: { part: 'content', score: 0, points: 50 },
      left_out: [{ question: 3, ...notJudged }],
    });
    expect(screen.getByText('Answer Content').closest('div')?.textContent).toContain('Answer Content · weight 50%0.0%');
    expect(screen.getByTestId('overall-fix-first').textContent).toContain('Fix first: answer content (0.0%)');
    expect(screen.getByTestId('overall-left-out').textContent).toContain('Q3 is not part of the overall score');
    expect(screen.getByText(/^The overall score of 1 of your 2 recorded answers\. Answer Content \(of the judged answer\) weighs 50% in the answer/)).toBeTruthy();
  });
});
