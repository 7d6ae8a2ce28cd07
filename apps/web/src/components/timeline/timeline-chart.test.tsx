import type { TimelinePoint } from '@rehearse/contract/analysis-result';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TimelineChart } from './timeline-chart.tsx';
import { stubResizeObserver } from '../../test-kit/resize-observer.ts';

beforeAll(stubResizeObserver);
afterEach(cleanup);

const timeline: TimelinePoint[] = [0, 10, 20, 30, 40].map((t) => ({ t, face_present: true, eye_contact: 0.5, loudness_dbfs: -20 }));
const comments = [
  { id: 'c2', at_seconds: 30, body: 'slow down in the opening', author_name: 'Coach Phone' },
  { id: 'c1', at_seconds: 10, body: 'you looked away while naming the result', author_name: 'Coach Desktop' },
];

describe('TimelineChart', () => {
  it('marks each comment at its time, in time order, as a button', () => {
    render(<TimelineChart timeline={timeline} fillers={[]} onSeek={() => undefined} comments={comments} />);
    const marks = within(screen.getByRole('group', { name: 'Comments on the timeline' })).getAllByRole('button');
    expect(marks.map((m) => [m.getAttribute('aria-label'), m.style.left])).toEqual([
      ['Comment at 0:10 by Coach Desktop', '25%'],
      ['Comment at 0:30 by Coach Phone', '75%'],
    ]);
    expect(screen.getByText(/Violet marks are comments/)).toBeTruthy();
  });

  it('shows the chosen comment and seeks the recording to it; choosing it again hides it', () => {
    const onSeek = vi.fn();
    render(<TimelineChart timeline={timeline} fillers={[]} onSeek={onSeek} comments={comments} />);
    const mark = screen.getByRole('button', { name: 'Comment at 0:30 by Coach Phone' });
    expect(screen.queryByText(/slow down in the opening/)).toBeNull();
    fireEvent.click(mark);
    expect(onSeek).toHaveBeenCalledWith(30);
    expect(mark.getAttribute('aria-expanded')).toBe('true');
    const shown = document.getElementById(mark.getAttribute('aria-controls') ?? '');
    expect(shown?.textContent).toBe('0:30 — slow down in the opening (Coach Phone)');
    fireEvent.click(mark);
    expect(shown?.textContent).toBe('');
    expect(onSeek).toHaveBeenCalledTimes(1);
  });

  it("says its eye contact is the card's measure, over the seconds the face was in view", () => {
    render(<TimelineChart timeline={timeline} fillers={[]} onSeek={() => undefined} />);
    expect(screen.getByText(/^Eye contact \(while your face was in view, scored as on the Video Performance card\) and loudness/)).toBeTruthy();
  });

  it('does not speak of eye contact when none was measured (an audio file)', () => {
    const audioOnly = timeline.map((p) => ({ ...p, face_present: false, eye_contact: null }));
    render(<TimelineChart timeline={audioOnly} fillers={[]} onSeek={() => undefined} />);
    expect(screen.getByText(/^Loudness through the recording\. Click a point/)).toBeTruthy();
    expect(screen.queryByText(/Eye contact/i)).toBeNull();
  });

  it('is read only without a recording: no seeking promised, comments still readable', () => {
    render(<TimelineChart timeline={timeline} fillers={[]} comments={comments} />);
    expect(screen.queryByText(/Click a point to jump there/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Comment at 0:10 by Coach Desktop' }));
    expect(screen.getByText(/you looked away while naming the result/)).toBeTruthy();
  });

  it('gathers comments on the same second under one mark and shows them all', () => {
    const onSeek = vi.fn();
    const same = [...comments, { id: 'c3', at_seconds: 10.6, body: 'and again here', author_name: 'Coach Phone' }];
    render(<TimelineChart timeline={timeline} fillers={[]} onSeek={onSeek} comments={same} />);
    const marks = within(screen.getByRole('group', { name: 'Comments on the timeline' })).getAllByRole('button');
    expect(marks.map((m) => m.getAttribute('aria-label'))).toEqual(['2 comments at 0:10', 'Comment at 0:30 by Coach Phone']);
    fireEvent.click(marks[0] as HTMLElement);
    expect(onSeek).toHaveBeenCalledWith(10);
    const shown = document.getElementById(marks[0]?.getAttribute('aria-controls') ?? '');
    expect([...(shown?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      '0:10 — you looked away while naming the result (Coach Desktop)',
      '0:10 — and again here (Coach Phone)',
    ]);
  });

  it('draws no marks when nobody commented', () => {
    render(<TimelineChart timeline={timeline} fillers={[]} onSeek={() => undefined} />);
    expect(screen.getByTestId('timeline-chart')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Comments on the timeline' })).toBeNull();
    expect(screen.getByText(/Click a point to jump there/)).toBeTruthy();
  });
});
