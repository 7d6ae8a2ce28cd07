import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SharedMockAnswers } from './shared-mock-answers.tsx';

afterEach(cleanup);

const absent = { present: false, evidence: null };
const base: MockQuestionResult = {
  question_key: 'q1',
  question: 'Tell me about a time you led a team.',
  competency: 'leadership',
  skipped: false,
  duration_sec: 40,
  transcript: 'I led the move to the new billing system.',
  speaking_pace: 130,
  filler_words: 1,
  eye_contact: 0.6,
  score: 72.6,
  star: { situation: absent, task: absent, action: absent, result: absent },
  star_status: 'checked',
  star_note: null,
  fillers: [],
  recording_url: '/api/mock/media/m1/q1',
  analysis_error: null,
};

describe('SharedMockAnswers', () => {
  it('shows each question with its score and transcript, skipped ones as skipped, and never the owner-only recording', () => {
    const questions = [base, { ...base, question_key: 'q2', question: 'Describe a conflict.', competency: 'conflict_resolution' as const, skipped: true, transcript: null, score: null, recording_url: null }];
    render(<SharedMockAnswers questions={questions} />);
    const items = within(screen.getByRole('region', { name: 'Answers' })).getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Q1 · Leadership');
    expect(items[0]?.textContent).toContain('Score: 72.6%');
    expect(items[0]?.textContent).toContain('I led the move to the new billing system.');
    expect(items[1]?.textContent).toContain('This question was skipped.');
    expect(document.querySelector('video')).toBeNull();
    expect(document.body.innerHTML).not.toContain('/api/mock/media/');
  });

  it('labels a follow-up as its question’s and numbers the next question without it', () => {
    render(<SharedMockAnswers questions={[base, { ...base, question_key: 'q1__fu', follow_up_of: 'q1' }, { ...base, question_key: 'q2' }]} />);
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' · ')[0])).toEqual(['Q1', 'Follow-up to Q1', 'Q2']);
  });
});
