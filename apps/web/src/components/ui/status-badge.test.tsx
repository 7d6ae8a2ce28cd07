import { analysisStatusSchema } from '@rehearse/contract/analysis-api';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge.tsx';

describe('StatusBadge', () => {
  afterEach(cleanup);

  it('names an unfinished analysis in words a user reads', () => {
    render(<StatusBadge status="in_progress" />);
    expect(screen.getByText('In Progress')).toBeTruthy();
    expect(screen.queryByText('in_progress')).toBeNull();
  });

  it('shows a status it does not know as Failed, looking like a real failure', () => {
    render(
      <>
        <StatusBadge status="exploded" />
        <StatusBadge status="failed" />
        <StatusBadge status="completed" />
      </>,
    );
    const [unknown, failed, completed] = ['exploded', 'failed', 'completed'].map((_, i) => document.body.querySelectorAll('span')[i]);
    expect(unknown?.textContent).toBe('Failed');
    expect(unknown?.className).toBe(failed?.className);
    expect(completed?.className).not.toBe(failed?.className);
  });

  it('gives every status of the contract its own label', () => {
    const statuses = analysisStatusSchema.options;
    render(
      <>
        {statuses.map((s) => (
          <StatusBadge key={s} status={s} />
        ))}
      </>,
    );
    const labels = [...document.body.querySelectorAll('span')].map((b) => b.textContent ?? '');
    expect(new Set(labels).size).toBe(statuses.length);
    expect(labels.every((l) => /^[A-Z][a-z]+( [A-Z][a-z]+)*$/.test(l))).toBe(true);
  });
});
