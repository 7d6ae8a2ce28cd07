import { describe, expect, it } from 'vitest';
import { typedAnswerContent } from '../typed-answer-content.ts';

describe('a typed answer of random words', () => {
  const content = typedAnswerContent({
    text: 'Purple gravel whispers under seven lamps while copper fish argue about the tide. Banana ladders melt slowly. Quiet trumpets fold the carpet into winter. Sideways onions paint a clock beside the river. Marble kites hum over the old fence.',
    question: 'Tell me about a time you worked on a team to reach a difficult goal.',
    competency: 'teamwork',
    targetSeconds: 60,
  });

  it('gets no relevance figure the built-in reading did not judge, and says so', () => {
    expect(content.status).toBe('judged');
    if (content.findings.some((f) => f.part === 'relevance')) {
      expect(content.parts.relevance).not.toBe(100);
    } else {
      expect(content.parts.relevance).toBeNull();
      expect(content.not_judged?.relevance).toMatch(/^not judged/);
    }
  });
});
