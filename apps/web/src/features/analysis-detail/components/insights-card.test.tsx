import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InsightsCard } from './insights-card.tsx';

const recommendations = ['Pause instead of saying um'];

describe('InsightsCard', () => {
  afterEach(cleanup);

  it("says 'AI' with an AI tag only when a model wrote the summary", () => {
    render(<InsightsCard insights={{ summary: 'Model-written summary.', recommendations, source: 'model' }} />);
    expect(screen.getByText('AI Insights & Recommendations')).toBeTruthy();
    expect(screen.getByText('AI')).toBeTruthy();
    expect(screen.queryByText('built-in coach')).toBeNull();
    expect(screen.getByText('Model-written summary.')).toBeTruthy();
  });

  it("says 'built-in coach' and no 'AI' for the rules' text", () => {
    render(<InsightsCard insights={{ summary: 'Rule summary.', recommendations, source: 'built-in' }} />);
    expect(screen.getByText('Insights & Recommendations')).toBeTruthy();
    expect(screen.getByText('built-in coach')).toBeTruthy();
    expect(screen.queryByText(/\bAI\b/)).toBeNull();
  });

  it('treats a result stored without a source as built-in', () => {
    render(<InsightsCard insights={{ summary: 'Older rule summary.', recommendations: [] }} />);
    expect(screen.getByText('Insights & Recommendations')).toBeTruthy();
    expect(screen.getByText('built-in coach')).toBeTruthy();
    expect(screen.queryByText(/\bAI\b/)).toBeNull();
  });
});
