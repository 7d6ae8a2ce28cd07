import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockQuestionsOf } from '../mock-questions-of.ts';
import { MockInterviewReport } from './mock-interview-report.tsx';

const absent = { present: false, evidence: null };

const answered: MockQuestionResult = {
  question_key: 'teamwork_1',
  question: 'Tell me about a time you worked on a team.',
  competency: 'teamwork',
  skipped: false,
  duration_sec: 42,
  transcript: 'um at my last job we shipped late. as a result we fixed it',
  speaking_pace: 131.4,
  filler_words: 1,
  eye_contact: 0.62,
  score: 74,
  star: {
    situation: { present: true, evidence: 'at my last job we shipped late.' },
    task: absent,
    action: absent,
    result: { present: true, evidence: 'as a result we fixed it' },
  },
  star_status: 'checked',
  star_note: null,
  fillers: ['um'],
  recording_url: '/api/mock/media/s/teamwork_1',
  analysis_error: null,
};

const skipped: MockQuestionResult = {
  ...answered,
  question_key: 'leadership_1',
  question: 'Tell me about leading a project.',
  competency: 'leadership',
  skipped: true,
  duration_sec: null,
  transcript: null,
  speaking_pace: null,
  filler_words: null,
  eye_contact: null,
  score: null,
  star: { situation: absent, task: absent, action: absent, result: absent },
  star_status: 'skipped',
  fillers: [],
  recording_url: null,
};

afterEach(cleanup);

describe('MockInterviewReport', () => {
  it('shows each answer with its recording, figures, highlighted fillers and STAR evidence or missing', () => {
    render(<MockInterviewReport questions={[answered, skipped]} />);
    const sections = screen.getAllByTestId('mock-question-result');
    expect(sections).toHaveLength(2);
    const first = within(sections[0]!);
    expect(first.getByText('Tell me about a time you worked on a team.')).toBeTruthy();
    expect(first.getByLabelText('Recording of answer 1').getAttribute('src')).toBe('/api/mock/media/s/teamwork_1');
    expect(first.getByText('131 WPM')).toBeTruthy();
    expect(first.getByText('62%')).toBeTruthy();
    expect(first.getByText('um').tagName).toBe('MARK');
    expect(first.getByText('at my last job we shipped late.')).toBeTruthy();
    expect(first.getAllByText('missing')).toHaveLength(2);
    const second = within(sections[1]!);
    expect(second.getByText('This question was skipped.')).toBeTruthy();
    expect(second.queryByText('Score')).toBeNull();
  });

  it('says the recording was deleted after the retention period instead of showing an empty player, and keeps the figures', () => {
    render(<MockInterviewReport questions={[{ ...answered, recording_url: null, recording_deleted: true }]} />);
    const section = within(screen.getByTestId('mock-question-result'));
    expect(section.queryByLabelText('Recording of answer 1')).toBeNull();
    expect(section.getByText(MOCK_SERVER_MESSAGES.recordingDeleted)).toBeTruthy();
    expect(section.getByText('131 WPM')).toBeTruthy();
  });

  it('says so too when the player finds the recording gone', () => {
    render(<MockInterviewReport questions={[answered]} />);
    fireEvent.error(screen.getByLabelText('Recording of answer 1'));
    expect(screen.queryByLabelText('Recording of answer 1')).toBeNull();
    expect(screen.getByText(MOCK_SERVER_MESSAGES.recordingDeleted)).toBeTruthy();
  });

  it('is used only for results that carry questions', () => {
    expect(mockQuestionsOf({ questions: [answered] })).toHaveLength(1);
    expect(mockQuestionsOf({ overall_score: 70 })).toBeNull();
    expect(mockQuestionsOf(null)).toBeNull();
  });
});
