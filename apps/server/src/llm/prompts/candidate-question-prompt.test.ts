import type { MockPosting } from '@rehearse/contract/mock-interview';
import { describe, expect, it } from 'vitest';
import { candidateQuestionPrompt, candidateReplyOutput } from './candidate-question-prompt.ts';

describe('the prompt for a candidate question at the close', () => {
  it('puts the top of the posting and the question before the model, and nothing when no posting was given', () => {
    const posting: MockPosting = { text: `Shifts are twelve hours. ${'x'.repeat(5_000)}`, skills: [], uncovered_skills: [], tailored_by_ai: false };
    const [system, user] = candidateQuestionPrompt('What are the shifts like?', posting);
    expect(system?.content).toContain('using only what the job posting says');
    expect(user?.content).toContain('Job posting:\nShifts are twelve hours.');
    expect(user?.content.length).toBeLessThan(3_100);
    expect(user?.content.endsWith('The candidate asks: What are the shifts like?')).toBe(true);
    expect(candidateQuestionPrompt('Is there parking?', null)[1]?.content).toContain('No job posting was given.');
  });

  it('holds the reply to a few spoken sentences', () => {
    expect(candidateReplyOutput.schema.safeParse({ reply: 'Shifts are twelve hours, three a week.' }).success).toBe(true);
    expect(candidateReplyOutput.schema.safeParse({ reply: 'x'.repeat(401) }).success).toBe(false);
  });
});
