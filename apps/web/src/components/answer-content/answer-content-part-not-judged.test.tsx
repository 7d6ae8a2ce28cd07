import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { AnswerContentCard } from './answer-content-card.tsx';

const none = { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null };

describe('AnswerContentCard parts without a figure', () => {
  afterEach(cleanup);

  it('says "Not judged" for every content part the engine could not judge, as the mock report does — never "Not measured"', () => {
    // An upload answers no known question: relevance has no figure, and neither does a part with nothing to read.
    const upload: AnswerContent = { status: 'judged', note: null, engine: 'pocketsphinx (en-us)', score: 50, parts: { ...none, structure: 40, specifics: 60 }, findings: [], structure: null };
    render(<AnswerContentCard content={upload} />);
    for (const part of ['relevance', 'ownership', 'vocabulary'] as const) {
      const text = screen.getByTestId(`content-part-${part}`).textContent ?? '';
      expect(text).toContain('Not judged');
      expect(text).not.toContain('Not measured');
    }
  });
});
