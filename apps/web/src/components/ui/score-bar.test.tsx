import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OverallScoreHeadline } from './overall-score-headline.tsx';
import { ScoreBar } from './score-bar.tsx';
import { ScoreTile } from './score-tile.tsx';

describe('ScoreBar', () => {
  afterEach(cleanup);

  it('is a meter with its value when the score was measured', () => {
    render(<ScoreBar score={71.44} label="Audio Performance" />);
    const meter = screen.getByRole('meter', { name: 'Audio Performance' });
    expect(meter.getAttribute('aria-valuenow')).toBe('71.4');
  });

  it('is no meter when the score was not measured: a meter without a value fails axe', () => {
    render(<ScoreBar score={null} label="Video Performance" />);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByTestId('score-bar-empty').getAttribute('aria-hidden')).toBe('true');
  });

  it("sets a tile's 'Not measured' smaller than a number and lets it wrap, so it stays inside a narrow tile (walk: 390 px list card)", () => {
    render(
      <>
        <ScoreTile label="Overall Score" score={87.1} />
        <ScoreTile label="Video Performance" score={null} />
      </>,
    );
    const [number, words] = screen.getAllByTestId('score-tile-value');
    expect(number!.className).toContain('text-lg');
    expect(words!.textContent).toBe('Not measured');
    expect(words!.className).toContain('text-sm');
    expect(words!.className).toContain('break-words');
    expect(words!.className).not.toContain('text-lg');
    expect(words!.parentElement!.className).toContain('min-w-0');
  });

  it('leaves a tile without a video score reading Not measured, with no empty meter', () => {
    render(
      <>
        <ScoreTile label="Overall Score" score={67} />
        <ScoreTile label="Video Performance" score={null} />
      </>,
    );
    expect(screen.getByText('Not measured')).toBeTruthy();
    expect(screen.getAllByRole('meter').map((m) => m.getAttribute('aria-label'))).toEqual(['Overall Score']);
  });

  it('gives every meter of an overall headline a value when a part was not measured', () => {
    render(
      <OverallScoreHeadline
        breakdown={{
          overall: null,
          basis: 'Nothing was measured.',
          parts: [
            { label: 'Video Performance', score: null, weight: null, text: 'Not measured' },
            { label: 'Audio Performance', score: 98, weight: null, text: '98%' },
          ],
        }}
      />,
    );
    const region = screen.getByTestId('overall-score');
    const meters = within(region).getAllByRole('meter');
    expect(meters.map((m) => m.getAttribute('aria-label'))).toEqual(['Audio Performance']);
    for (const m of meters) expect(m.getAttribute('aria-valuenow')).not.toBeNull();
  });
});
