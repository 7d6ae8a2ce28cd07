import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { AnswerContentCard } from './answer-content-card.tsx';

const none = { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null };
const judged: AnswerContent = {
  status: 'judged',
  note: null,
  engine: 'pocketsphinx (en-us)',
  score: 64.5,
  parts: { ...none, structure: 80, specifics: 20 },
  findings: [
    { part: 'specifics', kind: 'improvement', headline: '0 specifics', text: 'No specific details in 60 words.', quote: '"we did various things"', at: 12.5, count: 0, seconds: null },
    { part: 'hedging', kind: 'strength', headline: 'no hedging', text: 'No hedges in 0:40.', quote: null, at: 0, count: 0, seconds: null },
  ],
  structure: null,
};

describe('AnswerContentCard', () => {
  afterEach(cleanup);

  it('shows the content score, the engine, the findings and the parts; a quote seeks the recording', () => {
    const onSeek = vi.fn();
    render(<AnswerContentCard content={judged} onSeek={onSeek} />);
    expect(screen.getByText('Your answer')).toBeTruthy();
    expect(screen.getByText('Content score 64.5% · Transcript by pocketsphinx (en-us)')).toBeTruthy();
    fireEvent.click(screen.getByText('"we did various things" at 0:12'));
    expect(onSeek).toHaveBeenCalledWith(12.5);
    expect(screen.getAllByText('Not measured')).toHaveLength(6);
    expect(screen.getAllByRole('meter')).toHaveLength(2);
    expect(screen.queryByText('AI')).toBeNull();
  });

  it('says there is not enough clear speech instead of a score', () => {
    render(<AnswerContentCard content={{ ...judged, status: 'not_enough_speech', note: 'not enough clear speech to judge content (6 clear words; 20 needed)', score: null, findings: [] }} />);
    // A sentence, not the engine's raw lower-case reason (walk: the .m4a report).
    expect(screen.getByText('Not enough clear speech to judge content (6 clear words; 20 needed).')).toBeTruthy();
    expect(screen.getByText('Transcript by pocketsphinx (en-us)')).toBeTruthy();
  });

  it('labels the rubric and the rebuilt answer AI', () => {
    const item = { score: 4, justification: 'Clear: "at my last job".' };
    render(<AnswerContentCard content={{ ...judged, ai: { model: 'tiny', rubric: { structure: item, specifics: item, relevance: item, impact: item }, rebuilt: 'Situation: … [the number you achieved].' } }} />);
    expect(screen.getByText('AI')).toBeTruthy();
    expect(screen.getByText('Structure 4/5:')).toBeTruthy();
    expect(screen.getByText('Your answer, rebuilt')).toBeTruthy();
    expect(screen.getByText('Situation: … [the number you achieved].')).toBeTruthy();
  });
});
