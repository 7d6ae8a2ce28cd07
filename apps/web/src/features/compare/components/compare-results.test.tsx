import type { CompareResponse, MetricComparison } from '@rehearse/contract/analysis-api';
import type { InsightSource } from '@rehearse/contract/analysis-result';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CompareResults } from './compare-results.tsx';
import { stubResizeObserver } from '../../../test-kit/resize-observer.ts';

beforeAll(stubResizeObserver);

const metric: MetricComparison = { scores: [60, 70], first: 60, last: 70, improvement: 10, best: 70, average: 65 };
const analysis = (id: string, day: number, overall: number): CompareResponse['analyses'][number] => ({
  session_id: id,
  display_name: `${id}.mp4`,
  original_filename: `${id}.mp4`,
  start_time: `2026-11-${day}T10:00:00.000Z`,
  overall_score: overall,
  video_score: overall,
  audio_score: overall,
  eye_contact: 50,
  posture: 80,
  content_score: null,
  content_parts: null,
  results: { combined: { timestamp: `2026-11-${day}T10:00:00.000Z`, overall_interview_score: overall } },
});

function response(source: InsightSource | undefined): CompareResponse {
  return {
    status: 'success',
    score_comparison: { overall: metric, video: metric, audio: metric, eye_contact: metric, posture: metric, content: metric },
    ai_insights: { summary: 'Your delivery improved.', ...(source ? { source } : {}) },
    enhanced_features: { personalized_exercises: { keep_doing: ['Steady pace'], improve_next: ['More eye contact'] } },
    analyses: [analysis('a', 10, 60), analysis('b', 12, 70)],
  };
}

describe('CompareResults summary card', () => {
  afterEach(cleanup);

  it("says 'AI Summary of Comparison' with an AI tag when a model wrote it", () => {
    render(<CompareResults data={response('model')} error={null} />);
    expect(screen.getByText('AI Summary of Comparison')).toBeTruthy();
    expect(screen.getByText('AI')).toBeTruthy();
    expect(screen.queryByText('built-in coach')).toBeNull();
    expect(screen.getByText('Your delivery improved.')).toBeTruthy();
  });

  it.each([['built-in' as const], [undefined]])("says 'Summary of comparison' with the built-in coach tag for source %s", (source) => {
    render(<CompareResults data={response(source)} error={null} />);
    expect(screen.getByText('Summary of comparison')).toBeTruthy();
    expect(screen.getByText('built-in coach')).toBeTruthy();
    expect(screen.queryByText('AI Summary of Comparison')).toBeNull();
    expect(screen.queryByText('AI')).toBeNull();
  });

  it('states the dates of the built-in summary in the browser\'s locale format, as the cards do', () => {
    const data = { ...response('built-in'), ai_insights: { summary: 'Across 2 analyses from 10 Nov 2026 10:00 UTC to 12 Nov 2026 10:00 UTC, your overall score improved.', source: 'built-in' as const } };
    render(<CompareResults data={data} error={null} />);
    const from = new Date('2026-11-10T10:00:00.000Z').toLocaleDateString();
    const to = new Date('2026-11-12T10:00:00.000Z').toLocaleDateString();
    expect(screen.getByText(`Across 2 analyses from ${from} to ${to}, your overall score improved.`)).toBeTruthy();
  });
});
