import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerContent } from '@rehearse/contract/answer-content';
import { TYPED_ANSWER_TEXTS } from '../../lib/typed-answer-texts.ts';
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
    expect(screen.getAllByText('Not judged')).toHaveLength(6);
    expect(screen.getAllByRole('meter')).toHaveLength(2);
    expect(screen.queryByText('AI')).toBeNull();
  });

  it('gives a typed answer no times: no finding, quote or sentence is at a moment, and nothing seeks', () => {
    const onSeek = vi.fn();
    const typed: AnswerContent = {
      ...judged,
      engine: 'written',
      findings: [{ part: 'repetition', kind: 'improvement', headline: '"we" ×5', text: 'You said "we" 5 times in 80 words (6 per 100; at 0:03, 0:09, 0:15, …). Vary it.', quote: '"we did various things"', at: 12.5, count: 5, seconds: null }],
      structure: { sentences: [{ start: 3.6, end: 6.7, part: 'action', quote: '"I wrote the tests"', reason: null }], share: { situation: 0, task: 0, action: 1, result: 0 }, missing: [] },
    };
    render(<AnswerContentCard content={typed} onSeek={onSeek} />);
    const card = screen.getByTestId('answer-content-card');
    expect(card.textContent).not.toMatch(/\d:\d{2}/);
    expect(screen.getByText('"we did various things"')).toBeTruthy();
    expect(screen.getByText('"I wrote the tests"')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /we did various things|I wrote the tests/ })).toBeNull();
  });

  it('shows no relevance figure the engine did not really judge, and says so instead', () => {
    const nonsense: AnswerContent = { ...judged, engine: 'written', meaning: 'word-vectors', parts: { ...none, structure: 0, specifics: 0, relevance: 100 } };
    render(<AnswerContentCard content={nonsense} />);
    const relevance = screen.getByTestId('content-part-relevance');
    expect(relevance.textContent).not.toContain('100');
    expect(relevance.textContent).toContain('Not judged');
    expect(relevance.textContent).toContain('Not judged: the built-in reading catches only some ways of missing the question and found none here, so check that your story answers what was asked.');
    expect(screen.queryByRole('meter', { name: 'Relevance' })).toBeNull();
  });

  it('shows relevance the sentence model judged, and one an off-question finding judged', () => {
    render(<AnswerContentCard content={{ ...judged, meaning: 'sentence-model', parts: { ...none, relevance: 100 } }} />);
    expect(screen.getByTestId('content-part-relevance').textContent).toContain('100.0%');
  });

  it('shows how the score was made: 20 off for each part to improve, named', () => {
    const flagged: AnswerContent = {
      ...judged,
      score: 0,
      parts: { ...none, structure: 20, specifics: 17, hedging: 100, length: 100 },
      findings: [
        { part: 'structure', kind: 'improvement', headline: 'STAR: result missing', text: 'No result.', quote: null, at: 16, count: 1, seconds: null },
        { part: 'specifics', kind: 'improvement', headline: '0 specifics', text: 'No specific details.', quote: null, at: 2, count: 0, seconds: null },
        { part: 'hedging', kind: 'strength', headline: 'no hedging', text: 'No hedges.', quote: null, at: null, count: 0, seconds: null },
      ],
    };
    render(<AnswerContentCard content={flagged} />);
    expect(screen.getByTestId('content-score-makeup').textContent).toBe(
      'How the score was made: The weighted mean of the 4 measured parts (a part to improve counts at most 40), less 20 for each part to improve — Structure (STAR) and Specifics: −40 in all — never below 0.',
    );
  });

  it('says nothing was taken off when no part is to improve, and shows no makeup without a score', () => {
    render(<AnswerContentCard content={{ ...judged, findings: [judged.findings[1]!] }} />);
    expect(screen.getByTestId('content-score-makeup').textContent).toContain('The weighted mean of the 2 measured parts: no part to improve, so nothing taken off.');
    cleanup();
    render(<AnswerContentCard content={{ ...judged, status: 'not_enough_speech', note: 'not enough clear speech to judge content', score: null, parts: none, findings: [] }} />);
    expect(screen.queryByTestId('content-score-makeup')).toBeNull();
  });

  it('names the sentence model when it judged the meaning', () => {
    render(<AnswerContentCard content={{ ...judged, meaning: 'sentence-model' }} />);
    expect(screen.getByText('Content score 64.5% · Transcript by pocketsphinx (en-us) · meaning judged by a sentence model')).toBeTruthy();
  });

  it('says there is not enough clear speech instead of a score', () => {
    render(<AnswerContentCard content={{ ...judged, status: 'not_enough_speech', note: 'not enough clear speech to judge content (6 clear words; 20 needed)', score: null, findings: [] }} />);
    // A sentence, not the engine's raw lower-case reason (walk: the .m4a report).
    expect(screen.getByText('Not enough clear speech to judge content (6 clear words; 20 needed).')).toBeTruthy();
    expect(screen.getByText('Transcript by pocketsphinx (en-us)')).toBeTruthy();
  });

  it('says a typed answer too short to judge was too short, with its word count and what to do, never speech or times', () => {
    const tooShort = { ...judged, engine: 'written', status: 'not_enough_speech' as const, score: null, parts: none, findings: [] };
    render(<AnswerContentCard content={{ ...tooShort, note: 'far too short to judge content (0:01 for a 1:30 question; 3 words, 20 needed)' }} title="Feedback on your typed answer" />);
    expect(screen.getByTestId('content-not-judged').textContent).toBe(TYPED_ANSWER_TEXTS.tooShort(' (3 words; 20 needed)'));
    expect(screen.getByTestId('content-not-judged').textContent).toContain('what you did and how it ended');
    cleanup();
    render(<AnswerContentCard content={{ ...tooShort, note: 'not enough clear speech to judge content (19 clear words; 20 needed)' }} />);
    expect(screen.getByTestId('content-not-judged').textContent).toBe(TYPED_ANSWER_TEXTS.tooShort(' (19 words; 20 needed)'));
    expect(screen.getByTestId('answer-content-card').textContent).not.toContain('speech');
  });

  it('labels the rubric and the rebuilt answer AI', () => {
    const item = { score: 4, justification: 'Clear: "at my last job".' };
    render(<AnswerContentCard content={{ ...judged, ai: { model: 'tiny', rubric: { structure: item, specifics: item, relevance: item, impact: item }, rebuilt: 'Situation: … [the number you achieved].' } }} />);
    expect(screen.getByText('AI')).toBeTruthy();
    expect(screen.getByText('Structure 4/5:')).toBeTruthy();
    expect(screen.getByText('Your answer, rebuilt')).toBeTruthy();
    expect(screen.getByText('Situation: … [the number you achieved].')).toBeTruthy();
  });

  it('says why an answer has no rubric or rebuilt answer when no language model reviewed it', () => {
    const why = 'No language model was available, so this answer has no rubric or rebuilt answer: the built-in findings stand alone.';
    render(<AnswerContentCard content={{ ...judged, ai_fallback: why }} />);
    expect(screen.getByTestId('content-ai-fallback').textContent).toBe(why);
    expect(screen.queryByText('Your answer, rebuilt')).toBeNull();
  });

  it('lists each sentence with its STAR part in words and why; a sentence seeks the recording', () => {
    const onSeek = vi.fn();
    const structure = {
      sentences: [
        { start: 0.4, end: 3, part: 'situation' as const, quote: '"last year our billing run failed"', reason: 'situation: a time: "last year"' },
        { start: 3.2, end: 6, part: 'action' as const, quote: '"I set up a nightly check"', reason: 'action: "I" + a past action: "I set up"' },
        { start: 6.5, end: 8, part: null, quote: null, reason: 'general talk, no past event' },
      ],
      share: { situation: 0.3, task: 0, action: 0.4, result: 0 },
      missing: ['task' as const, 'result' as const],
    };
    render(<AnswerContentCard content={{ ...judged, structure }} onSeek={onSeek} />);
    const list = screen.getByTestId('star-sentences');
    expect(list.hasAttribute('open')).toBe(true);
    const items = screen.getAllByTestId('star-sentence');
    expect(items.map((li) => li.textContent)).toEqual([
      'Situation"last year our billing run failed" at 0:00Sets the scene — a time: "last year".',
      'Action"I set up a nightly check" at 0:03Says what you did — "I" + a past action: "I set up".',
      'No partSentence at 0:06Plays no STAR part: general talk, no past event.',
    ]);
    fireEvent.click(screen.getByRole('button', { name: '"I set up a nightly check" at 0:03' }));
    expect(onSeek).toHaveBeenCalledWith(3.2);
  });

  it('keeps the sentence list closed inside a question and shows no seek buttons without a player', () => {
    const structure = { sentences: [{ start: 1, end: 2, part: 'result' as const, quote: '"it worked"', reason: null }], share: { situation: 0, task: 0, action: 0, result: 1 }, missing: [] };
    render(<AnswerContentCard content={{ ...judged, structure }} level={4} />);
    expect(screen.getByTestId('star-sentences').hasAttribute('open')).toBe(false);
    expect(screen.getByText('1 sentence', { exact: false })).toBeTruthy();
    expect(screen.getByText('Says how it ended.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /it worked/ })).toBeNull();
  });
});
