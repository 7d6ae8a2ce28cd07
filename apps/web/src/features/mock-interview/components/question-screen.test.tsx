import { mockAnswerResponseSchema, mockSessionResponseSchema, type MockAnswer } from '@rehearse/contract/mock-interview';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-kit/fake-api.ts';
import { renderScreen } from '../../../test-kit/render-screen.tsx';
import { mockFlowReducer, type Interview } from '../interview-state.ts';
import { aQuestion } from '../mock-test-questions.ts';
import type { MediaDevicesState } from '../use-media-devices.ts';
import { QuestionScreen } from './question-screen.tsx';
import { MOCK_SCREEN_TEXTS } from '../mock-screen-texts.ts';
import { MOCK_TABS_CHANNEL } from '../use-continued-elsewhere.ts';

const questions = ['q1', 'q2', 'q3'].map((key) => aQuestion(key));
const skipped: MockAnswer = { skipped: true, notes: '', analysis: null };
const devices: MediaDevicesState = { stream: null, ready: false, error: null, level: 0, peak: 0, silentSeconds: 0, open: async () => null, release: () => {} };

function Harness({ interview, onFinish }: { interview: Interview; onFinish: () => void }) {
  const [flow, dispatch] = useReducer(mockFlowReducer, { phase: 'interview', interview });
  if (flow.phase !== 'interview') return null;
  return <QuestionScreen interview={flow.interview} dispatch={dispatch} devices={devices} finishing={false} onFinish={onFinish} />;
}

function show(interview: Partial<Interview> = {}, onFinish = vi.fn()) {
  renderScreen('/mock-interview', [{ path: '/mock-interview', element: <Harness interview={{ sessionId: 's1', questions, answers: {}, index: 0, ...interview }} onFinish={onFinish} /> }]);
  return onFinish;
}

describe('QuestionScreen in two tabs', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const sessionBody = (answers: Record<string, MockAnswer>) => ({
    success: true,
    data: {
      session: { id: 's1', status: 'active', created_at: '2026-11-25T16:00:00Z', completed_at: null, analysis_session_id: null, set_id: 'behavioural', question_count: 3 },
      questions,
      job_description: null,
      answers,
      current_index: 1,
      summary: null,
      analysis: null,
    },
  });

  it('says so when, back in this tab, the interview was answered elsewhere', async () => {
    fakeApi({ 'GET /api/mock/session/s1/': { schema: mockSessionResponseSchema, body: sessionBody({ q1: skipped }) } });
    show();
    expect(screen.queryByText(MOCK_SCREEN_TEXTS.continuedElsewhere)).toBeNull();
    fireEvent.focus(window);
    expect(await screen.findByText(MOCK_SCREEN_TEXTS.continuedElsewhere)).toBeTruthy();
    expect(screen.getByRole('button', { name: MOCK_SCREEN_TEXTS.reload })).toBeTruthy();
  });

  it('says the interview was finished, not continued, when another browser finished it (walk B)', async () => {
    const body = sessionBody({ q1: skipped });
    fakeApi({ 'GET /api/mock/session/s1/': { schema: mockSessionResponseSchema, body: { ...body, data: { ...body.data, session: { ...body.data.session, status: 'completed' } } } } });
    show();
    fireEvent.focus(window);
    expect(await screen.findByText(MOCK_SCREEN_TEXTS.finishedElsewhere)).toBeTruthy();
    expect(screen.queryByText(MOCK_SCREEN_TEXTS.continuedElsewhere)).toBeNull();
  });

  it('stays quiet on focus when nothing changed elsewhere', async () => {
    const api = fakeApi({ 'GET /api/mock/session/s1/': { schema: mockSessionResponseSchema, body: sessionBody({}) } });
    show();
    fireEvent.focus(window);
    await waitFor(() => expect(api.callsTo('GET', '/api/mock/session/s1/').length).toBeGreaterThan(0));
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByText(MOCK_SCREEN_TEXTS.continuedElsewhere)).toBeNull();
  });

  it('says so when another tab of this browser opens the same interview', async () => {
    fakeApi({});
    show();
    const other = new BroadcastChannel(MOCK_TABS_CHANNEL);
    other.postMessage({ sessionId: 'elsewhere', tab: 'x' });
    other.postMessage({ sessionId: 's1', tab: 'other-tab' });
    expect(await screen.findByText(MOCK_SCREEN_TEXTS.continuedElsewhere)).toBeTruthy();
    other.close();
  });
});

describe('QuestionScreen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks "Skip this question?" when Next has no answer, then shows the skip and the next question at once', async () => {
    const api = fakeApi({
      'POST /api/mock/answer/': { schema: mockAnswerResponseSchema, body: { success: true, answer: skipped, answers: { q1: skipped }, current_index: 1 } },
      'POST /api/mock/progress/': { body: { success: true } },
    });
    show();
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
    expect(screen.getByText('0% complete')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    const dialog = screen.getByRole('dialog', { name: 'Skip this question?' });
    expect(api.callsTo('POST', '/api/mock/answer/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip it' }));
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // A skip is not an answer: the percent counts what the Completion Rate counts.
    expect(screen.getByText('0% complete')).toBeTruthy();
    const firstRow = screen.getByText(/^1\. /).closest('li');
    expect(firstRow?.getAttribute('data-state')).toBe('skipped');
    // The skip and the move were one call: no separate progress update to race it.
    expect(api.callsTo('POST', '/api/mock/answer/')[0]?.body).toMatchObject({ question_key: 'q1', skipped: true, current_index: 1 });
    expect(api.callsTo('POST', '/api/mock/progress/')).toHaveLength(0);
  });

  it('marks the buttons that move the interview on as ones the floating coach launcher keeps clear of', () => {
    fakeApi({});
    show();
    expect(screen.getByRole('button', { name: 'Next Question' }).closest('[data-keep-clear]')).not.toBeNull();
  });

  it('keeps the question when the dialog is cancelled', () => {
    fakeApi({});
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep going' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Question 1 of 3')).toBeTruthy();
  });

  it('moves on without asking when the question has its answer', async () => {
    const api = fakeApi({ 'POST /api/mock/progress/': { body: { success: true } } });
    show({ answers: { q1: skipped } });
    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('POST', '/api/mock/progress/')[0]?.body).toEqual({ session_id: 's1', current_index: 1 }));
  });

  it('offers Finish at any question, saying how many questions will be not asked', () => {
    fakeApi({});
    const onFinish = show({ answers: { q1: skipped }, index: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Finish now' }));
    const dialog = screen.getByRole('dialog', { name: 'Finish the interview now?' });
    expect(within(dialog).getByText(/the 2 questions not reached will show as not asked/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish now' }));
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('offers an analysed answer’s follow-up and makes it the next question', async () => {
    const recorded: MockAnswer = { skipped: false, notes: '', duration_sec: 30, media_url: 'k', analysis: { status: 'completed', progress: 100, error: null, score: 61 }, follow_up: { text: 'What did you do yourself?', reason: 'all_we', written_by_ai: false } };
    const followUp = aQuestion('q1__fu', { text: 'What did you do yourself?', origin: 'follow_up', follow_up_of: 'q1' });
    const api = fakeApi({
      'POST /api/mock/follow-up/': { body: { success: true, question: followUp, questions: [questions[0], followUp, questions[1], questions[2]], answers: { q1: recorded }, current_index: 1 } },
      'POST /api/mock/progress/': { body: { success: true } },
      'GET /api/mock/session/s1/': { schema: mockSessionResponseSchema, body: { success: true, data: { session: { id: 's1', status: 'active', created_at: 'x', completed_at: null, analysis_session_id: null, set_id: 'behavioural', question_count: 3 }, questions, job_description: null, answers: { q1: recorded }, current_index: 0, summary: null, analysis: null } } },
    });
    show({ answers: { q1: recorded } });
    const offer = screen.getByTestId('follow-up-offer');
    expect(within(offer).getByText('What did you do yourself?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retake the question' })).toBeTruthy();
    fireEvent.click(within(offer).getByRole('button', { name: 'Answer the follow-up' }));
    expect(await screen.findByText('Question 2 of 4')).toBeTruthy();
    expect(screen.getByTestId('question-text').textContent).toBe('What did you do yourself?');
    // Its button is gone with the offer: focus is on the new question, not lost to the page's body (walk B).
    expect(document.activeElement).toBe(screen.getByTestId('question-text'));
    expect(screen.getAllByText('Follow-up').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('follow-up-offer')).toBeNull();
    expect(api.callsTo('POST', '/api/mock/follow-up/')[0]?.body).toEqual({ session_id: 's1', question_key: 'q1' });
  });
});
