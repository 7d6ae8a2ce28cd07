import type { MockQuestionResult } from '@rehearse/contract/mock-result';
import { MOCK_SERVER_MESSAGES } from '@rehearse/contract/mock-constants';
import { TYPED_ANSWER_TEXTS } from '../../lib/typed-answer-texts.ts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockQuestionsOf } from '../../lib/mock-questions-of.ts';
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

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    expect(first.getByText('while your face was in view')).toBeTruthy();
    expect(first.getByText('74.0%')).toBeTruthy(); // the answer's score, in the one score format
    expect(first.getByText('um').tagName).toBe('MARK');
    expect(first.getByText('at my last job we shipped late.')).toBeTruthy();
    expect(first.getAllByText('missing')).toHaveLength(2);
    const second = within(sections[1]!);
    expect(second.getByText('This question was skipped.')).toBeTruthy();
    expect(second.queryByText('Score')).toBeNull();
  });

  it('marks exactly the fillers counted, a phrase as one mark, and names the ones heard only in the audio', () => {
    const counted: MockQuestionResult = {
      ...answered,
      transcript: 'I like the work, you know, and I like people',
      filler_words: 3,
      fillers: ['you know', 'like', 'filled pause'],
      transcript_pieces: [
        { text: 'I like the work,', filler: false },
        { text: 'you know,', filler: true },
        { text: 'and', filler: false },
        { text: 'like', filler: true },
        { text: 'people', filler: false },
      ],
    };
    render(<MockInterviewReport questions={[counted]} />);
    const section = within(screen.getByTestId('mock-question-result'));
    const marks = section.getByTestId('mock-transcript').querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['you know,', 'like']); // not the verb in "I like the work"
    expect(section.getByText('Also 1 held "uh"/"um" sound heard in the audio, counted in Filler words.')).toBeTruthy();
    expect(section.getByText('Filler words').parentElement?.textContent).toBe('Filler words3');
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

  it('reads an answer whose face was rarely seen (eye contact null) as not measured, never a dash or 0', () => {
    render(<MockInterviewReport questions={[{ ...answered, eye_contact: null }]} />);
    const section = within(screen.getByTestId('mock-question-result'));
    expect(section.getByText('Eye contact').parentElement?.textContent).toBe('Eye contactNot measured');
    expect(section.queryByText('while your face was in view')).toBeNull();
  });

  it('is used only for results that carry questions', () => {
    expect(mockQuestionsOf({ questions: [answered] })).toHaveLength(1);
    expect(mockQuestionsOf({ overall_score: 70 })).toBeNull();
    expect(mockQuestionsOf(null)).toBeNull();
  });

  it('says a question the interview ended before was not asked, not skipped', () => {
    render(<MockInterviewReport questions={[{ ...skipped, status: 'not_asked' }]} />);
    const section = within(screen.getByTestId('mock-question-result'));
    expect(section.getByText('Not asked')).toBeTruthy();
    expect(section.queryByText('Skipped')).toBeNull();
    expect(section.queryByText('This question was skipped.')).toBeNull();
  });

  it('compares the attempts of a retaken question side by side, and labels a follow-up as its question’s', () => {
    const first = { attempt: 1, skipped: false, duration_sec: 20, transcript: 'we did it', speaking_pace: 110, filler_words: 4, eye_contact: 0.5, score: 58, star: answered.star, star_status: 'checked' as const, recording_url: '/api/mock/media/s/teamwork_1?attempt=1', analysis_error: null };
    const second = { ...first, attempt: 2, score: 74, filler_words: 1, recording_url: '/api/mock/media/s/teamwork_1' };
    render(<MockInterviewReport questions={[{ ...answered, attempts: [first, second] }, { ...answered, question_key: 'teamwork_1__fu', question: 'What did you do yourself?', follow_up_of: 'teamwork_1' }]} />);
    const attempts = within(screen.getByRole('region', { name: 'Attempts at question 1' })).getAllByTestId('mock-attempt');
    expect(attempts).toHaveLength(2);
    expect(within(attempts[0]!).getByText('Attempt 1')).toBeTruthy();
    expect(within(attempts[0]!).getByText('58.0%')).toBeTruthy();
    expect(within(attempts[1]!).getByText('74.0%')).toBeTruthy();
    expect(within(attempts[0]!).getByLabelText('Recording of answer 1, attempt 1').getAttribute('src')).toBe('/api/mock/media/s/teamwork_1?attempt=1');
    expect(within(screen.getAllByTestId('mock-question-result')[1]!).getByText('Follow-up to Q1')).toBeTruthy();
    expect(screen.getByTestId('attempts-note').textContent).toBe('Attempt 2, the latest, counts for this question.');
  });

  it('says which attempt counts and why an attempt has no STAR parts and no content in its score', () => {
    const base = { attempt: 1, skipped: false, duration_sec: 9, transcript: 'we did it', speaking_pace: 110, filler_words: 0, eye_contact: 0.5, score: 79.1, star: skipped.star, recording_url: null, analysis_error: null };
    const first = { ...base, star_status: 'not_enough_speech' as const, content_note: 'not enough clear speech to judge content (9 clear words; 20 needed)' };
    const second = { ...base, attempt: 2, score: 61.7, star: answered.star, star_status: 'checked' as const, content_note: null };
    const third = { ...second, attempt: 3, content_note: 'far too short to judge content (0:05 for a 1:00 question; 12 words, 20 needed)' };
    render(<MockInterviewReport questions={[{ ...answered, attempts: [first, second, third], counted_attempt: 2 }]} />);
    const attempts = screen.getAllByTestId('mock-attempt');
    expect(within(attempts[0]!).getByText('not enough clear speech')).toBeTruthy();
    expect(within(attempts[1]!).queryByText('not enough clear speech')).toBeNull();
    // Each attempt's reason is its own result's, never another attempt's or question's.
    expect(screen.getByTestId('attempts-note').textContent).toBe(
      'Attempt 2, your choice, counts for this question. ' +
        'Attempt 1: scored on video and audio only — not enough clear speech to judge content (9 clear words; 20 needed). ' +
        'Attempt 3: scored on video and audio only — far too short to judge content (0:05 for a 1:00 question; 12 words, 20 needed).',
    );
  });
});

describe('MockInterviewReport: answers whose content was not judged', () => {
  it('marks their score delivery only, not part of the overall, and leaves a judged answer unmarked', () => {
    const content = {
      status: 'judged' as const,
      note: null,
      engine: 'whisper',
      score: 60,
      parts: { structure: 60, specifics: 60, ownership: 60, hedging: 60, repetition: 60, length: 60, relevance: null, vocabulary: 60 },
      findings: [],
      structure: null,
    };
    const judged: MockQuestionResult = { ...answered, question_key: 'judged', content };
    const unjudged: MockQuestionResult = { ...answered, question_key: 'unjudged', content: { ...content, status: 'not_enough_speech', note: 'not enough clear speech to judge content (4 clear words; 20 needed)', score: null } };
    render(<MockInterviewReport questions={[judged, unjudged]} />);
    const [first, second] = screen.getAllByTestId('mock-question-result');
    expect(within(first!).queryByTestId('score-tile-incomplete')).toBeNull();
    expect(within(second!).getByTestId('score-tile-incomplete').textContent).toBe('Delivery only — not in the overall');
  });

  it('with no answer judged, marks each delivery only but not as left out: the overall is their mean', () => {
    const unjudged = (key: string): MockQuestionResult => ({
      ...answered,
      question_key: key,
      content: { status: 'not_enough_speech', note: 'not enough clear speech to judge content (4 clear words; 20 needed)', engine: 'whisper', score: null, parts: { structure: null, specifics: null, ownership: null, hedging: null, repetition: null, length: null, relevance: null, vocabulary: null }, findings: [], structure: null },
    });
    render(<MockInterviewReport questions={[unjudged('q1'), unjudged('q3')]} />);
    for (const section of screen.getAllByTestId('mock-question-result')) expect(within(section).getByTestId('score-tile-incomplete').textContent).toBe('Delivery only');
  });
});

describe('MockInterviewReport: a typed answer', () => {
  it('is marked typed, content only: its text and content findings, no recording, delivery figures or score', () => {
    const content = {
      status: 'judged' as const,
      note: null,
      engine: 'written',
      score: 71,
      parts: { structure: 60, specifics: 60, ownership: 60, hedging: 60, repetition: 60, length: 60, relevance: 80, vocabulary: 60 },
      findings: [{ part: 'specifics' as const, kind: 'improvement' as const, headline: 'no numbers', text: 'Add a number to the result.', quote: null, at: null, count: null, seconds: null }],
      structure: null,
    };
    const typed: MockQuestionResult = {
      ...answered,
      question_key: 'typed',
      typed: true,
      transcript: 'I rewrote the plan and we shipped on time.',
      duration_sec: null,
      speaking_pace: null,
      filler_words: null,
      eye_contact: null,
      score: null,
      fillers: [],
      recording_url: null,
      content,
    };
    render(<MockInterviewReport questions={[typed]} />);
    const section = within(screen.getByTestId('mock-question-result'));
    expect(section.getByText(TYPED_ANSWER_TEXTS.badge)).toBeTruthy();
    expect(section.getByTestId('typed-answer-note').textContent).toBe(TYPED_ANSWER_TEXTS.reportNote);
    expect(section.getByRole('heading', { name: TYPED_ANSWER_TEXTS.textHeading })).toBeTruthy();
    expect(section.getByTestId('mock-transcript').textContent).toBe('I rewrote the plan and we shipped on time.');
    expect(section.getByText('Add a number to the result.')).toBeTruthy();
    expect(section.queryByText('Pace')).toBeNull();
    expect(section.queryByText('Eye contact')).toBeNull();
    expect(section.queryByLabelText(/Recording of answer/)).toBeNull();
    expect(section.queryByTestId('content-quote')).toBeNull();
  });
});

describe('MockInterviewReport: choosing the attempt that counts', () => {
  const first = { attempt: 1, skipped: false, duration_sec: 20, transcript: 'we did it', speaking_pace: 110, filler_words: 4, eye_contact: 0.5, score: 81, star: answered.star, star_status: 'checked' as const, recording_url: '/api/mock/media/s/teamwork_1?attempt=1', analysis_error: null };
  const second = { ...first, attempt: 2, score: 64, recording_url: '/api/mock/media/s/teamwork_1' };
  const failed = { ...first, attempt: 3, score: null, analysis_error: 'This answer could not be analysed' };
  const renderWithQueries = (questions: MockQuestionResult[], reportId: string | null) =>
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
        <MockInterviewReport questions={questions} reportId={reportId} />
      </QueryClientProvider>,
    );

  it('labels the latest attempt as counting until another is chosen, and offers the others that can count', () => {
    renderWithQueries([{ ...answered, attempts: [first, failed, second] }], 'report-1');
    const [one, three, two] = screen.getAllByTestId('mock-attempt');
    expect(within(two!).getByTestId('counted-label').textContent).toBe('Counts');
    expect(within(two!).queryByRole('button', { name: /^Count this attempt/ })).toBeNull();
    expect(within(one!).queryByTestId('counted-label')).toBeNull();
    expect(within(one!).getByRole('button', { name: 'Count this attempt: attempt 1 of question 1' }).textContent).toBe('Count this attempt');
    // A failed analysis cannot count (the server refuses it too).
    expect(within(three!).queryByRole('button', { name: /^Count this attempt/ })).toBeNull();
    expect(screen.getByTestId('attempts-note').textContent).toBe('Attempt 2, the latest, counts for this question.');
  });

  it('labels the chosen attempt, says it was chosen, and offers the latest back', () => {
    renderWithQueries([{ ...answered, attempts: [first, second], counted_attempt: 1 }], 'report-1');
    const [one, two] = screen.getAllByTestId('mock-attempt');
    expect(within(one!).getByTestId('counted-label').textContent).toBe('Counts');
    expect(within(two!).getByRole('button', { name: 'Count this attempt: attempt 2 of question 1' })).toBeTruthy();
    expect(screen.getByTestId('attempts-note').textContent).toBe('Attempt 1, your choice, counts for this question.');
  });

  it('posts the choice with the report id, question and attempt, and says so', async () => {
    const requests: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ success: true, counted_attempt: 1, answers: {}, report: 'rebuilt' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    renderWithQueries([{ ...answered, attempts: [first, second] }], 'report-1');
    fireEvent.click(screen.getByRole('button', { name: 'Count this attempt: attempt 1 of question 1' }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({ url: '/api/mock/counted-attempt/', body: { session_id: 'report-1', question_key: 'teamwork_1', attempt: 1 } });
  });

  it('offers no choice where the page cannot make one (no report id)', () => {
    render(<MockInterviewReport questions={[{ ...answered, attempts: [first, second] }]} />);
    expect(screen.queryByRole('button', { name: /^Count this attempt/ })).toBeNull();
    expect(screen.getAllByTestId('counted-label')).toHaveLength(1);
  });

  it('labels a follow-up as the follow-up of its question and numbers the questions without it', () => {
    const followUp = { ...answered, question_key: 'teamwork_1__fu', question: 'What did you do yourself?', follow_up_of: 'teamwork_1' };
    render(<MockInterviewReport questions={[{ ...answered, follow_up_of: null }, followUp, { ...answered, question_key: 'teamwork_2', follow_up_of: null }]} />);
    const sections = screen.getAllByTestId('mock-question-result');
    expect(within(sections[0]!).getByText('Q1')).toBeTruthy();
    expect(within(sections[1]!).getByText('Follow-up to Q1')).toBeTruthy();
    expect(within(sections[1]!).queryByText('Q2')).toBeNull();
    expect(within(sections[1]!).getByLabelText('Recording of answer 1 follow-up')).toBeTruthy();
    expect(within(sections[2]!).getByText('Q2')).toBeTruthy();
  });
});
