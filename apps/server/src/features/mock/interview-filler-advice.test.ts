import { describe, expect, it } from 'vitest';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { fillersRule } from '@rehearse/analysis';
import type { AnalysisResult } from '@rehearse/contract/analysis-result';
import { interviewFillerAdvice } from './interview-filler-advice.ts';
import { buildMockReport } from './mock-report.ts';

/** An answer whose feedback is what the engine's filler rule wrote for it. */
function answer(fillerWords: number, duration: number): AnalysisResult {
  const base = sampleAnalysisResult({ audio: { metrics: { filler_words: fillerWords, duration } }, quality: { media_duration: duration }, fillers: [], transcript: null });
  const own = fillersRule({ ...base, overallScore: base.overall_score });
  return {
    ...base,
    llm_feedback: {
      strengths: own.filter((f) => f.kind === 'strength').map((f) => f.text),
      improvements: own.filter((f) => f.kind === 'improvement').map((f) => f.text),
      strategies: own.flatMap((f) => (f.strategy ? [f.strategy] : [])),
    },
    insights: { ...base.insights, recommendations: own.map((f) => f.recommendation) },
  };
}

const q = (key: string): MockQuestion => ({
  key,
  text: `Question ${key}`,
  competency: 'teamwork',
  target_time: 60,
  tips: 'tip',
  type: 'behavioural',
  strong_answer: ['one'],
  set_id: 'behavioural',
  origin: 'set',
  written_by_ai: false,
  targets: null,
  follow_up_of: null,
});

describe('interviewFillerAdvice', () => {
  it('counts every answer the tile adds up and names each with its own count', () => {
    const advice = interviewFillerAdvice([
      { number: 1, result: answer(5, 30) },
      { number: 3, result: answer(2, 60) },
    ]);
    expect(advice).toEqual({
      kind: 'improvement',
      text: 'You used 7 filler words in 90 s over Q1 and Q3 (4.7 per minute; up to 2 per minute sounds fluent): 5 in Q1, 2 in Q3.',
      recommendation: 'Cut fillers from 4.7 to under 2 per minute.',
    });
  });

  it('reads as a sentence for one answer: its count is the total, so no list follows', () => {
    expect(interviewFillerAdvice([{ number: 1, result: answer(1, 17) }])?.text).toBe("You used 1 filler word in Q1's 17 s (3.5 per minute; up to 2 per minute sounds fluent).");
    expect(interviewFillerAdvice([{ number: 2, result: answer(1, 60) }])?.text).toBe("Only 1 filler word in Q2's 60 s (1.0 per minute, within 2 per minute).");
    expect(interviewFillerAdvice([{ number: 2, result: answer(0, 60) }])?.text).toBe("No filler words in Q2's 60 s.");
    expect(interviewFillerAdvice([{ number: 1, result: answer(0, 20) }, { number: 2, result: answer(0, 40) }])?.text).toBe('No filler words in 60 s over Q1 and Q2.');
  });

  it('names each answer as the report labels it when given its names', () => {
    const name = (n: number) => (n === 2 ? 'Follow-up to Q1' : `Q${n - 1}`);
    expect(interviewFillerAdvice([{ number: 2, result: answer(0, 60) }], name)?.text).toBe("No filler words in Follow-up to Q1's 60 s.");
    expect(interviewFillerAdvice([{ number: 2, result: answer(5, 30) }, { number: 3, result: answer(2, 60) }], name)?.text).toBe(
      'You used 7 filler words in 90 s over Follow-up to Q1 and Q2 (4.7 per minute; up to 2 per minute sounds fluent): 5 in Follow-up to Q1, 2 in Q2.',
    );
  });

  it('is a strength within the limit, and nothing when no answer was counted', () => {
    expect(interviewFillerAdvice([{ number: 2, result: answer(1, 60) }])?.kind).toBe('strength');
    expect(interviewFillerAdvice([])).toBeNull();
  });
});

describe('the mock report beside its Filler Words tile', () => {
  it('advises on fillers from the same answers the tile adds up, not one answer of them', () => {
    const report = buildMockReport(
      [
        { question: q('a'), answer: { skipped: false, durationSec: 30, result: answer(5, 30), error: null } },
        { question: q('b'), answer: { skipped: true, durationSec: null, result: null, error: null } },
        { question: q('c'), answer: { skipped: false, durationSec: 60, result: answer(2, 60), error: null } },
      ],
      'mock-f',
    );
    expect(report.audio.metrics.filler_words).toBe(7);
    const said = [...report.llm_feedback.improvements, ...report.llm_feedback.strengths, ...report.llm_feedback.strategies];
    expect(said.filter((t) => /filler/i.test(t))).toEqual(['You used 7 filler words in 90 s over Q1 and Q3 (4.7 per minute; up to 2 per minute sounds fluent): 5 in Q1, 2 in Q3.']);
    expect(report.insights.recommendations.filter((t) => /filler/i.test(t))).toEqual(['Cut fillers from 4.7 to under 2 per minute.']);
  });

  it("leaves out an answer's own filler plan in the wording it was analysed with, so the plan never sets a count against the advice's rate", () => {
    const own = answer(1, 17);
    const earlier = 'Record a 60-second answer and aim for at most 2 fillers — this time you had 1. Where you would say a filler, close your mouth and pause silently instead.';
    const analysed = { ...own, llm_feedback: { ...own.llm_feedback, strategies: [earlier, 'Look at the lens when you make a key point.'] } };
    const report = buildMockReport([{ question: q('a'), answer: { skipped: false, durationSec: 17, result: analysed, error: null } }], 'mock-g');
    expect(report.llm_feedback.improvements[0]).toBe("You used 1 filler word in Q1's 17 s (3.5 per minute; up to 2 per minute sounds fluent).");
    expect(report.llm_feedback.strategies).toEqual(['Q1: Look at the lens when you make a key point.']);
  });

  it('names a follow-up as the report labels it and numbers the questions without it', () => {
    const lens = 'Look at the lens when you make a key point.';
    const withTip = (r: AnalysisResult): AnalysisResult => ({ ...r, llm_feedback: { ...r.llm_feedback, strategies: [lens] } });
    const report = buildMockReport(
      [
        { question: q('a'), answer: { skipped: false, durationSec: 30, result: withTip(answer(5, 30)), error: null } },
        { question: { ...q('a-more'), origin: 'follow_up', follow_up_of: 'a' }, answer: { skipped: false, durationSec: 30, result: withTip(answer(0, 30)), error: null } },
        { question: q('b'), answer: { skipped: false, durationSec: 60, result: withTip(answer(2, 60)), error: null } },
      ],
      'mock-h',
    );
    expect(report.llm_feedback.improvements[0]).toBe('You used 7 filler words in 120 s over Q1, Follow-up to Q1 and Q2 (3.5 per minute; up to 2 per minute sounds fluent): 5 in Q1, 0 in Follow-up to Q1, 2 in Q2.');
    expect(report.llm_feedback.strategies).toEqual([`Q1: ${lens}`, `Follow-up to Q1: ${lens}`, `Q2: ${lens}`]);
  });
});
