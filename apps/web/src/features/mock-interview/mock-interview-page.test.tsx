import { INTERVIEWER_PATHS } from '@rehearse/contract/interview-conversation';
import { MOCK_SESSION_STORAGE_KEY } from '@rehearse/contract/mock-constants';
import {
  mockActiveSessionResponseSchema,
  mockFinishResponseSchema,
  mockStartResponseSchema,
  type MockActiveSession,
  type MockSession,
} from '@rehearse/contract/mock-interview';
import { questionSetsResponseSchema } from '@rehearse/contract/mock-question-sets';
import { publicConfigSchema, type PublicConfig } from '@rehearse/contract/public-config';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test-kit/fake-api.ts';
import { renderScreen } from '../../test-kit/render-screen.tsx';
import { CONVERSATION_TEXTS } from './conversation/conversation-texts.ts';
import { MockInterviewPage } from './mock-interview-page.tsx';
import { aQuestion } from './mock-test-questions.ts';

// The camera is the browser's: here one that opens with a live picture, so the device check lets the user go on.
// (jsdom has no navigator.mediaDevices; without Web Audio the meter stays at 0.)
const liveTrack = { readyState: 'live', stop: () => {} };
const camera = { getUserMedia: async () => ({ getTracks: () => [liveTrack], getVideoTracks: () => [liveTrack], getAudioTracks: () => [liveTrack] }) };

const questions = ['q1', 'q2', 'q3', 'q4'].map((key) => aQuestion(key));
const session: MockSession = { id: 'other-tab', status: 'active', created_at: '2026-11-25T09:00:00Z', completed_at: null, analysis_session_id: null, set_id: 'behavioural', question_count: 4 };
const inProgress: MockActiveSession = { session, current_index: 2, question_total: 4, resumes_at: { question: 3, of: 4 } };
const skipped = { skipped: true, notes: '', analysis: null };
const noSets = { schema: questionSetsResponseSchema, body: { success: true, sets: [] } };

function show() {
  renderScreen('/mock-interview', [{ path: '/mock-interview', element: <MockInterviewPage /> }]);
}

describe('MockInterviewPage, an interview in progress', () => {
  beforeEach(() => {
    sessionStorage.clear();
    Object.defineProperty(navigator, 'mediaDevices', { value: camera, configurable: true });
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'mediaDevices');
    vi.unstubAllGlobals();
  });

  it("offers 'Resume interview' for the server's interview in progress, unknown to this tab, and resumes it at its question", async () => {
    const api = fakeApi({
      'GET /api/mock/active/': { schema: mockActiveSessionResponseSchema, body: { success: true, active: inProgress } },
      'GET /api/mock/question-sets/': noSets,
      'POST /api/mock/start/': {
        schema: mockStartResponseSchema,
        body: { success: true, session, questions, current_index: 2, resumed: true, answers: { q1: skipped, q2: skipped }, session_id: session.id, job_description: null },
      },
    });
    show();
    const card = await screen.findByTestId('interview-in-progress');
    expect(within(card).getByText(/It stands at question 3 of 4/)).toBeTruthy();
    // Its questions are chosen already: no set-up choices until it is finished.
    expect(screen.queryByLabelText('Question set')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start interview' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resume interview' }));
    expect(await screen.findByText('Question 3 of 4')).toBeTruthy();
    // The button pressed is gone with the set-up: the focus is on the question, not the page's body.
    expect(document.activeElement).toBe(screen.getByTestId('question-text'));
    expect(api.callsTo('POST', '/api/mock/start/')[0]?.body).toEqual({});
    expect(sessionStorage.getItem(MOCK_SESSION_STORAGE_KEY)).toBe(session.id);
  });

  it('opens the conversation again when this tab was talking with the interviewer before a reload, and the recorder otherwise', async () => {
    const resumedStart = {
      schema: mockStartResponseSchema,
      body: { success: true, session, questions, current_index: 2, resumed: true, answers: { q1: skipped, q2: skipped }, session_id: session.id, job_description: null },
    };
    const routes = {
      'GET /api/mock/active/': { schema: mockActiveSessionResponseSchema, body: { success: true, active: inProgress } },
      'GET /api/mock/question-sets/': noSets,
      'POST /api/mock/start/': resumedStart,
      [`GET ${INTERVIEWER_PATHS.voices}`]: { status: 503, body: { status: 'error', message: 'no engine' } },
    };
    sessionStorage.setItem(`rehearse.conversation-open.${session.id}`, '1');
    fakeApi(routes);
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Resume interview' }));
    expect(await screen.findByRole('button', { name: CONVERSATION_TEXTS.start })).toBeTruthy();
    expect(screen.queryByText('Question 3 of 4')).toBeNull();
    // Back on the recorder, the tab forgets it: the next reload opens the recorder.
    fireEvent.click(screen.getByRole('button', { name: /back/i }));
    expect(await screen.findByText('Question 3 of 4')).toBeTruthy();
    expect(sessionStorage.getItem(`rehearse.conversation-open.${session.id}`)).toBeNull();
  });

  it('sets up a new interview when there is none, and forgets a stored id the server no longer has in progress', async () => {
    sessionStorage.setItem(MOCK_SESSION_STORAGE_KEY, 'finished-elsewhere');
    fakeApi({ 'GET /api/mock/active/': { schema: mockActiveSessionResponseSchema, body: { success: true, active: null } }, 'GET /api/mock/question-sets/': noSets });
    show();
    expect(await screen.findByRole('button', { name: 'Start interview' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume interview' })).toBeNull();
    expect(screen.queryByTestId('interview-in-progress')).toBeNull();
    expect(sessionStorage.getItem(MOCK_SESSION_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['built-in', /questions come from the question bank/, /line it targets/],
    ['model', /each shows the line it targets/, /question bank/],
  ] as const)('tells what a pasted posting does on a server whose engine is %s', async (coach, said, unsaid) => {
    const config: PublicConfig = { google: false, support_email: null, support_hours: null, max_upload_mb: 100, coach };
    fakeApi({
      'GET /api/mock/active/': { schema: mockActiveSessionResponseSchema, body: { success: true, active: null } },
      'GET /api/mock/question-sets/': noSets,
      'GET /api/config/public': { schema: publicConfigSchema, body: config },
    });
    show();
    expect(await screen.findByText(said)).toBeTruthy();
    expect(screen.queryByText(unsaid)).toBeNull();
  });

  it('lets the user finish the interview in progress, after asking, and then set up a new one', async () => {
    const api = fakeApi({
      'GET /api/mock/active/': { schema: mockActiveSessionResponseSchema, body: { success: true, active: inProgress } },
      'GET /api/mock/question-sets/': noSets,
      'POST /api/mock/finish/': {
        schema: mockFinishResponseSchema,
        body: {
          success: true,
          summary: { completion_rate: 0, completed_questions: 0, skipped_questions: 2, not_asked_questions: 2, total_questions: 4, total_duration: 0, average_duration: 0, created_at: session.created_at, completed_at: '2026-11-25T10:00:00Z' },
          analysis_session_id: 'an-1',
          analysis_credits: 6,
        },
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Finish it and start a new one' }));
    const dialog = screen.getByRole('dialog', { name: 'Finish the interview in progress?' });
    expect(api.callsTo('POST', '/api/mock/finish/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish now' }));
    expect(await screen.findByRole('button', { name: 'Start interview' })).toBeTruthy();
    expect(screen.getByLabelText('Question set')).toBeTruthy();
    expect(screen.queryByTestId('interview-in-progress')).toBeNull();
    expect(api.callsTo('POST', '/api/mock/finish/')[0]?.body).toEqual({ session_id: session.id });
  });
});
