import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aQuestion } from '../mock-test-questions.ts';
import { QuestionCard } from './question-card.tsx';

afterEach(cleanup);

describe('QuestionCard', () => {
  it('shows the question’s type, the posting line it targets and the AI label, and the progress it is given', () => {
    const question = aQuestion('p1', {
      text: 'How would you check a dashboard’s numbers before a board meeting?',
      type: 'situational',
      competency: 'data_quality',
      origin: 'posting',
      written_by_ai: true,
      targets: { line_number: 5, line: '- Build dashboards in Tableau for the leadership team', skills: ['dashboards'] },
    });
    render(<QuestionCard question={question} index={0} total={3} percent={0} />);
    expect(screen.getByText('Situational Question')).toBeTruthy();
    expect(screen.getByText('Data Quality')).toBeTruthy();
    expect(screen.getByText('Written by AI')).toBeTruthy();
    expect(screen.getByTestId('posting-target').textContent).toBe('From the job posting, line 5: - Build dashboards in Tableau for the leadership team');
    expect(screen.getByText('0% complete')).toBeTruthy();
    expect(screen.getByText('What a strong answer contains')).toBeTruthy();
  });

  it('labels a follow-up and shows no posting line or AI label for a set question', () => {
    render(<QuestionCard question={aQuestion('q1__fu', { origin: 'follow_up', follow_up_of: 'q1' })} index={1} total={4} percent={25} />);
    expect(screen.getByText('Follow-up')).toBeTruthy();
    expect(screen.getByText('Behavioral Question')).toBeTruthy();
    expect(screen.queryByTestId('posting-target')).toBeNull();
    expect(screen.queryByText('Written by AI')).toBeNull();
  });
});
