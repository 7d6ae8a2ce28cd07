import { describe, expect, it } from 'vitest';
import type { MockQuestion } from '@rehearse/contract/mock-interview';
import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { answerContent } from './answer-score.ts';

const QUESTION: MockQuestion = {
  key: 'q1',
  text: 'Tell me about a time you worked on a team to reach a difficult goal.',
  competency: 'teamwork',
  target_time: 90,
  tips: 'tip',
  type: 'behavioural',
  strong_answer: ['one'],
  set_id: 'behavioural',
  origin: 'set',
  written_by_ai: false,
  targets: null,
  follow_up_of: null,
};
const ANSWER =
  'At my last job our release was late. I was responsible for the test plan. I wrote new tests and I paired with two developers every day. As a result we shipped on time and bugs fell by 30 percent.';

describe('answerContent', () => {
  it("states the answer's length as its recording's length, the Duration tile's figure, not its speech span", () => {
    // 39 words 0.35 s apart: about 14 s of speech in a 17 s recording.
    const words = ANSWER.split(' ').map((word, i) => ({ word, start: 1 + i * 0.35, end: 1 + i * 0.35 + 0.3, confidence: 0.95 }));
    const result = sampleAnalysisResult({ audio: { metrics: { duration: 17 } }, transcript: { text: ANSWER, words } });
    const content = answerContent(QUESTION, result);
    expect(content?.findings.find((f) => f.part === 'length')?.text).toContain('The answer took 0:17 for a 1:30 question');
  });
});
