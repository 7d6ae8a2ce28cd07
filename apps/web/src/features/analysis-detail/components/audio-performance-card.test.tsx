import { sampleAnalysisResult } from '@rehearse/contract/sample-analysis-result';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toResultView } from '../../../lib/analysis-result/result-view.ts';
import { AudioPerformanceCard } from './audio-performance-card.tsx';

afterEach(cleanup);

const tile = (label: string) => screen.getByText(label).parentElement as HTMLElement;

describe('AudioPerformanceCard', () => {
  it("shows the recording's length as the duration and, in an interview, the user's own speaking time beside it", () => {
    const result = sampleAnalysisResult({ audio: { metrics: { duration: 95.4, own_time: 41.7, speaking_pace: 141.2, word_count: 98 } } });
    render(<AudioPerformanceCard view={toResultView(result)} />);
    expect(within(tile('Duration (s)')).getByText('95')).toBeTruthy();
    expect(within(tile('Your Speaking Time (s)')).getByText('41')).toBeTruthy();
    expect(within(tile('Speaking Pace (WPM)')).getByText('141')).toBeTruthy();
  });

  it('has no own speaking time for one voice: the duration is all of it', () => {
    render(<AudioPerformanceCard view={toResultView(sampleAnalysisResult({ audio: { metrics: { duration: 30 } } }))} />);
    expect(within(tile('Duration (s)')).getByText('30')).toBeTruthy();
    expect(screen.queryByText('Your Speaking Time (s)')).toBeNull();
  });

  it('gives an interview of several answers no length verdict for the whole recording: each answer has its own', () => {
    const view = toResultView(sampleAnalysisResult({ audio: { metrics: { duration: 23, own_time: 15 } } }));
    render(<AudioPerformanceCard view={view} interview />);
    expect(within(tile('Duration (s)')).getByText('23')).toBeTruthy();
    expect(within(tile('Duration (s)')).queryByText('Good length')).toBeNull();
    expect(within(tile('Duration (s)')).getByText('Whole interview; each answer is timed below')).toBeTruthy();
  });

  it('judges the length of a recording of one answer', () => {
    render(<AudioPerformanceCard view={toResultView(sampleAnalysisResult({ audio: { metrics: { duration: 23 } } }))} />);
    expect(within(tile('Duration (s)')).getByText('Good length')).toBeTruthy();
  });
});
