import { describe, expect, it } from 'vitest';
import { closingSummaryOutput, closingSummaryPrompt } from './closing-summary-prompt.ts';

describe('the prompt for the closing summary', () => {
  it('puts each question and what was heard of its answer before the model, cut to fit a small context', () => {
    const [system, user] = closingSummaryPrompt([
      { question: 'Tell me about a time you led a change.', words: 'I led the move of our billing system.' },
      { question: 'Why this role?', words: '   ' },
      { question: 'Tell me about a conflict.', words: 'x'.repeat(9_000) },
    ]);
    expect(system?.content).toContain('one thing their answers did well and one thing to work on');
    expect(user?.content).toContain('Question 1: Tell me about a time you led a change.\nAnswer: I led the move of our billing system.');
    expect(user?.content).toContain('Question 2: Why this role?\nAnswer: (nothing was heard)');
    expect(user?.content.length).toBeLessThan(1_500);
  });

  it('holds the summary to a few spoken sentences', () => {
    expect(closingSummaryOutput.schema.safeParse({ summary: 'You told clear stories; next time, give the numbers.' }).success).toBe(true);
    expect(closingSummaryOutput.schema.safeParse({ summary: 'x'.repeat(451) }).success).toBe(false);
    expect(closingSummaryOutput.schema.safeParse({ reply: 'You did well.' }).success).toBe(false);
  });
});
