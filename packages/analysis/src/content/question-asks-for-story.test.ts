import { describe, expect, it } from 'vitest';
import { asksForStory } from './question-asks-for-story.ts';

describe('asksForStory', () => {
  it('reads a behavioural question as asking for a situation lived through', () => {
    for (const question of [
      'Tell me about a time you disagreed with your manager. How did you handle it?',
      'Tell me about the hardest bug you have tracked down.',
      'Tell me about a design that did not work once it launched.',
      'Tell me about a difficult negotiation with a customer.',
      'Tell me about teaching a patient to manage their condition at home.',
      'Describe a dashboard you built. Who used it, and what changed?',
      'Tell me about a customer who was about to leave. How did you keep them?',
    ]) {
      expect(asksForStory(question), question).toBe(true);
    }
  });

  it('reads a question in the present of the candidate as asking for an approach, a view or a plan', () => {
    for (const question of [
      'How do you handle pressure or stressful situations?',
      'A prospect says your product is too expensive. What do you say?',
      'Half your class is absent and the lesson you planned needs group work. What do you do?',
      'What is your greatest weakness?',
      'Tell me about yourself.',
      'Why sales, and why our company?',
      'An outage has affected hundreds of customers. What is your role in support?',
    ]) {
      expect(asksForStory(question), question).toBe(false);
    }
  });
});
