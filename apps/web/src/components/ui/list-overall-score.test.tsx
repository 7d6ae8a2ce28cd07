import type { OverallMakeup } from '@rehearse/contract/overall-makeup';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListOverallScore } from './list-overall-score.tsx';

const DELIVERY_ONLY: OverallMakeup = {
  parts: ['video', 'audio'],
  missing: [{ part: 'content', cause: 'not_enough_speech', detail: null }],
  complete: false,
  fix_first: { part: 'content', score: null, points: null },
};
const COMPLETE: OverallMakeup = { parts: ['video', 'audio', 'content'], missing: [], complete: true, fix_first: null };

describe('An overall score in a list row', () => {
  afterEach(cleanup);

  it('marks an overall that lacks a part as what it is, in grey', () => {
    render(<ListOverallScore score={84.8} makeup={DELIVERY_ONLY} />);
    expect(screen.getByTestId('list-overall-score').textContent).toBe('84.8%');
    expect(screen.getByTestId('list-overall-score').className).toContain('text-slate-500');
    expect(screen.getByTestId('list-overall-incomplete').textContent).toBe('Delivery only');
  });

  it('shows a complete overall plainly, and no score as a dash', () => {
    const { rerender } = render(<ListOverallScore score={64.6} makeup={COMPLETE} />);
    expect(screen.getByTestId('list-overall-score').textContent).toBe('64.6%');
    expect(screen.queryByTestId('list-overall-incomplete')).toBeNull();
    rerender(<ListOverallScore score={null} makeup={null} />);
    expect(screen.getByTestId('list-overall-score').textContent).toBe('—');
  });
});
