import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { InterviewOpening, InterviewQuestion } from '@rehearse/contract/analysis-result';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InterviewQuestionsCard } from './interview-questions-card.tsx';

const unanswered = (start: number): InterviewQuestion => ({
  question: 'Tell me about yourself.',
  question_span: { start, end: start + 3 },
  answer_span: null,
  transcript: null,
  word_count: null,
  speaking_pace: null,
  filler_words: 0,
  response_delay: null,
  content: null,
});

const opening: InterviewOpening = {
  span: { start: 0, end: 6 },
  transcript: 'hello thanks for having me',
  word_count: 5,
  speaking_pace: 50,
  filler_words: 0,
  content: null,
};

describe('InterviewQuestionsCard', () => {
  afterEach(cleanup);

  it('says an unanswered last question ended with the recording, an earlier one with the next question', () => {
    render(<InterviewQuestionsCard questions={[unanswered(10), unanswered(20)]} onSeek={() => undefined} />);
    const [first, last] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('No answer before the next question.')).toBeTruthy();
    expect(within(last!).getByText('No answer before the recording ended.')).toBeTruthy();
  });

  it('shows what you said before the first question apart, with its figures, and seeks to it', () => {
    const onSeek = vi.fn();
    render(<InterviewQuestionsCard questions={[unanswered(10)]} opening={opening} onSeek={onSeek} />);
    const part = screen.getByRole('region', { name: 'Before the first question' });
    expect(within(part).getByText('hello thanks for having me')).toBeTruthy();
    expect(within(part).getByText('50 WPM')).toBeTruthy();
    expect(within(part).queryByText('Started after')).toBeNull();
    fireEvent.click(within(part).getByRole('button', { name: 'You at 0:00:' }));
    expect(onSeek).toHaveBeenCalledWith(0);
  });

  it('gives each answer its own length and length verdict', () => {
    const answered = (start: number, length: number): InterviewQuestion => ({
      ...unanswered(start),
      answer_span: { start: start + 4, end: start + 4 + length },
      transcript: 'we shipped it',
      word_count: 3,
      speaking_pace: 120,
    });
    render(<InterviewQuestionsCard questions={[answered(0, 42.6), answered(60, 125)]} onSeek={() => undefined} />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Length').parentElement?.textContent).toBe('Length42 sGood length');
    expect(within(second!).getByText('Length').parentElement?.textContent).toBe('Length125 sConsider being more concise');
  });

  it('has no opening part when you did not speak first', () => {
    render(<InterviewQuestionsCard questions={[unanswered(10)]} onSeek={() => undefined} />);
    expect(screen.queryByRole('region', { name: 'Before the first question' })).toBeNull();
  });
});
