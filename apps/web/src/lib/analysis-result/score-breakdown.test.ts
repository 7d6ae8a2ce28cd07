import { describe, expect, it } from 'vitest';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import type { OverallMakeup } from '@rehearse/contract/overall-makeup';
import { mockOverallBasis, scoreBreakdown } from './score-breakdown.ts';

const judged = (score: number): AnswerContent => ({
  status: 'judged',
  note: null,
  engine: 'whisper',
  score,
  parts: { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null },
  findings: [],
  structure: null,
});
const unjudged: AnswerContent = { ...judged(0), status: 'not_enough_speech', score: null, note: 'Not enough clear speech to judge content.' };

const result = (overall: number | null, video: number | null, audio: number | null, weights?: { video: number; audio: number }) => ({
  overall_score: overall,
  component_weights: weights,
  video: { performance_score: video },
  audio: { performance_score: audio },
});

describe('score breakdown', () => {
  it('shows the weights the engine recorded', () => {
    const b = scoreBreakdown(result(87.6, 85.2, 90, { video: 0.5, audio: 0.5 }), null);
    expect(b.overall).toBe(87.6);
    expect(b.parts).toEqual([
      { label: 'Video Performance', score: 85.2, text: '85.2%', weight: '50%' },
      { label: 'Audio Performance', score: 90, text: '90.0%', weight: '50%' },
    ]);
    expect(b.basis).toBe('Video and audio performance, weighted as shown.');
  });

  it('recomputes the rule for results stored before the weights were recorded', () => {
    const b = scoreBreakdown(result(58.4, null, 58.4), null);
    expect(b.parts.map((p) => [p.text, p.weight])).toEqual([
      ['Not measured', '0%'],
      ['58.4%', '100%'],
    ]);
    expect(b.basis).toMatch(/Only audio performance/);
  });

  it('says a mock interview is a length-weighted mean of its answers, without weights per side', () => {
    const b = scoreBreakdown(result(80.1, 75, 85), 3);
    expect(b.parts.every((p) => p.weight === null)).toBe(true);
    expect(b.basis).toBe('The mean of the overall scores of your 3 answered questions, each weighted by its length.');
  });

  it("shows a mock interview's Answer Content with its weight when the answers' scores include it", () => {
    const questions = [{ skipped: false, content: judged(20) }, { skipped: false, content: unjudged }, { skipped: true }, { skipped: false, content: judged(40) }];
    const b = scoreBreakdown({ ...result(62.6, 78, 86), questions }, 3);
    expect(b.parts.map((p) => [p.label, p.text, p.weight])).toEqual([
      ['Video Performance', '78.0%', '20%'],
      ['Audio Performance', '86.0%', '30%'],
      ['Answer Content', '30.0%', '50%'],
    ]);
    expect(b.basis).toBe(
      'The mean of the overall scores of your 3 answered questions, each weighted by its length. Answer Content (the mean over 2 judged answers) weighs 50% in the 2 answers whose content was judged, beside video and audio.',
    );
    expect(scoreBreakdown({ ...result(80, 75, 85), questions: [{ skipped: false, content: unjudged }] }, 1).parts).toHaveLength(2);
  });

  it('counts the answers in a mock overall out of the answered questions when some are left out', () => {
    const makeup = { parts: ['video', 'audio', 'content'], missing: [], complete: true, fix_first: null, left_out: [{ question: 2, part: 'content', cause: 'far_too_short', detail: 'Far too short to judge content.' }] } as unknown as OverallMakeup;
    const questions = [{ skipped: false, content: judged(60) }, { skipped: false, content: unjudged }];
    const b = scoreBreakdown({ overall_score: 70, video: { performance_score: 70 }, audio: { performance_score: 70 }, questions }, 2, makeup);
    expect(b.basis).toMatch(/^The overall score of 1 of your 2 answered questions\. /);
    expect(mockOverallBasis(2, 3)).toBe('The mean of the overall scores of 2 of your 3 answered questions, each weighted by its length.');
    expect(mockOverallBasis(1, 1)).toBe('The overall score of your 1 answered question.');
  });

  it('names an answer left out as the report labels it: a follow-up with its question’s number', () => {
    const makeup = { parts: ['video', 'audio', 'content'], missing: [], complete: true, fix_first: null, left_out: [{ question: 3, part: 'content', cause: 'far_too_short', detail: 'far too short to judge content' }] } as unknown as OverallMakeup;
    const questions = [
      { question_key: 'q1', follow_up_of: null, skipped: false, content: judged(60) },
      { question_key: 'q1__fu', follow_up_of: 'q1', skipped: false, content: judged(60) },
      { question_key: 'q2', follow_up_of: null, skipped: false, content: unjudged },
    ];
    const b = scoreBreakdown({ overall_score: 70, video: { performance_score: 70 }, audio: { performance_score: 70 }, questions }, 3, makeup);
    expect(b.leftOut).toBe('Q2 is not part of the overall score (content not judged: far too short to judge content).');
    const followUpOut = { ...makeup, left_out: [{ ...makeup.left_out![0]!, question: 2 }] };
    expect(scoreBreakdown({ overall_score: 70, video: { performance_score: 70 }, audio: { performance_score: 70 }, questions }, 3, followUpOut).leftOut).toMatch(/^Follow-up to Q1 is not part/);
  });

  it('speaks of one answered question in the singular', () => {
    const one = scoreBreakdown(
      { overall_score: 70, video: { performance_score: 70 }, audio: { performance_score: 70 }, questions: [{ skipped: false, content: judged(60) }] },
      1,
    );
    expect(one.basis).toBe('The overall score of your 1 answered question. Answer Content (of the judged answer) weighs 50% in the answer, beside video and audio.');
  });

  it('shows a mock interview typed throughout by its typed answers’ content, and says in words what is not measured', () => {
    const makeup: OverallMakeup = { parts: [], missing: [], complete: false, fix_first: null, left_out: [] };
    const questions = [{ skipped: false, typed: true as const, content: judged(60) }, { skipped: false, typed: true as const, content: judged(70) }];
    const b = scoreBreakdown({ ...result(null, null, null), questions }, 0, makeup);
    expect(b.parts.map((p) => [p.label, p.text])).toEqual([['Answer Content', '65.0%']]);
    expect(b.basis).toBe(
      'All 2 answers were typed: Answer Content (the mean over 2 judged answers) is what they said. Video, audio and the overall score are measured from recorded answers, so there are none here.',
    );
    expect(b.incomplete ?? null).toBeNull();
    expect(b.basis).not.toMatch(/\b0 answered|— \./);
  });

  it('says why a mock interview typed throughout has no Answer Content, and what to do, when no typed answer could be judged', () => {
    const makeup: OverallMakeup = { parts: [], missing: [], complete: false, fix_first: null, left_out: [] };
    const short = { ...unjudged, engine: 'written' };
    const two = scoreBreakdown({ ...result(null, null, null), questions: [{ skipped: false, typed: true as const, content: short }, { skipped: false, typed: true as const, content: short }] }, 0, makeup);
    expect(two.parts.map((p) => [p.label, p.text])).toEqual([['Answer Content', 'Not measured']]);
    expect(two.basis).toBe(
      'All 2 answers were typed; content not judged: every answer was too short to judge. Write the whole answer as you would say it — where you were, what you did and how it ended — to have it judged. Video, audio and the overall score are measured from recorded answers, so there are none here.',
    );
    const one = scoreBreakdown({ ...result(null, null, null), questions: [{ skipped: false, typed: true as const, content: short }] }, 0, makeup);
    expect(one.basis).toMatch(/^Your answer was typed; content not judged: the answer was too short to judge\. Write the whole answer/);
  });

  it('says a typed answer beside recorded ones is not in the overall, and says so when nothing recorded was analysed', () => {
    const questions = [{ skipped: false, content: judged(60) }, { skipped: false, typed: true as const, content: judged(70) }];
    expect(scoreBreakdown({ ...result(70, 70, 70), questions }, 1).basis).toMatch(/^The overall score of your 1 recorded answer\. .*Your typed answer is judged on what it says only and is not part of the overall\.$/);
    const skipped = scoreBreakdown({ ...result(null, null, null), questions: [{ skipped: true }] }, 0, { parts: [], missing: [], complete: false, fix_first: null, left_out: [] });
    expect(skipped).toMatchObject({ parts: [], basis: 'No recorded answer was analysed, so there is no overall score.' });
    expect(skipped.incomplete ?? null).toBeNull();
  });
});
