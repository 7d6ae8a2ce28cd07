import { INTERVIEWER_PATHS } from '@rehearse/contract/interview-conversation';
import { FOLLOW_UP_QUESTIONS } from '@rehearse/contract/mock-constants';
import { mockFollowUpResponseSchema, type MockAnswer } from '@rehearse/contract/mock-interview';
import { MOCK_TYPED_ANSWER_PATH, mockTypedAnswerResponseSchema } from '@rehearse/contract/mock-typed-answer';
import { CONVERSATION_LINES } from '@rehearse/interviewer/conversation/conversation-lines';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeCall } from '../../../test-kit/fake-api.ts';
import { renderScreen } from '../../../test-kit/render-screen.tsx';
import { mockFlowReducer, type Interview } from '../interview-state.ts';
import { aQuestion } from '../mock-test-questions.ts';
import { ConversationScreen } from './conversation-screen.tsx';
import { CONVERSATION_TEXTS as T } from './conversation-texts.ts';

const q1 = aQuestion('q1', { text: 'Tell me about a deadline you met.' });
const followUp = aQuestion('q1-f', { text: FOLLOW_UP_QUESTIONS.no_result, origin: 'follow_up', follow_up_of: 'q1' });
const typedAnswer = (extra: Partial<MockAnswer> = {}): MockAnswer => ({ skipped: false, notes: '', analysis: null, ...extra });

/**
 * The browser's speech synthesis, finishing each utterance at once unless `held` keeps it going (its end is then in
 * `held.ends`); what it was asked to say is kept.
 */
function fakeSpeech(held?: { keep: (text: string) => boolean; ends: (() => void)[] }) {
  const spoken: string[] = [];
  class Utterance {
    rate = 1;
    onend: (() => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    constructor(readonly text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    cancel: () => undefined,
    speak: (u: Utterance) => {
      spoken.push(u.text);
      if (held?.keep(u.text)) held.ends.push(() => u.onend?.());
      else setTimeout(() => u.onend?.(), 0);
    },
  });
  return spoken;
}

function Harness({ onFinish }: { onFinish: () => void }) {
  const [flow, dispatch] = useReducer(mockFlowReducer, { phase: 'interview', interview: { sessionId: 's1', questions: [q1], answers: {}, index: 0 } satisfies Interview });
  if (flow.phase !== 'interview') return null;
  return <ConversationScreen interview={flow.interview} dispatch={dispatch} stream={null} candidateName="Ada" onBack={() => {}} onFinish={onFinish} />;
}

describe('the spoken interview screen, from the keyboard and typed answers', () => {
  let spoken: string[];
  beforeEach(() => {
    spoken = fakeSpeech();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('greets, repeats on R, asks the suggested follow-up, closes, says goodbye, and keeps every turn', async () => {
    const typedBodies: unknown[] = [];
    const api = fakeApi({
      [`GET ${INTERVIEWER_PATHS.voices}`]: { status: 503, body: { status: 'error', message: 'no engine' } },
      [`POST ${INTERVIEWER_PATHS.turns('s1')}`]: (call: FakeCall) => ({ status: 201, body: { seq: 0, ended_by: null, ...(call.body as object) } }),
      [`POST ${MOCK_TYPED_ANSWER_PATH}`]: (call: FakeCall) => {
        typedBodies.push(call.body);
        const key = (call.body as { question_key: string }).question_key;
        const answer = typedAnswer(key === 'q1' ? { follow_up: { text: FOLLOW_UP_QUESTIONS.no_result, reason: 'no_result', written_by_ai: false } } : {});
        return { schema: mockTypedAnswerResponseSchema, body: { success: true, answer, answers: { [key]: answer }, current_index: 0 } };
      },
      'POST /api/mock/follow-up/': {
        schema: mockFollowUpResponseSchema,
        body: { success: true, question: followUp, questions: [q1, followUp], answers: { q1: typedAnswer() }, current_index: 1 },
      },
    });
    const onFinish = vi.fn();
    renderScreen('/mock-interview', [{ path: '/mock-interview', element: <Harness onFinish={onFinish} /> }]);

    expect(screen.getByText(T.microphoneMissing)).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText(T.voice) as HTMLSelectElement).value).toBe('browser'));
    fireEvent.click(screen.getByRole('button', { name: T.start }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(T.status.listening));
    expect(spoken[0]).toContain('Hello Ada');
    expect(spoken[0]).toContain(q1.text);

    fireEvent.keyDown(window, { key: 'r' });
    await waitFor(() => expect(spoken.at(-1)).toBe(`${CONVERSATION_LINES.repeat} ${q1.text}`));

    const box = () => screen.getByRole('textbox', { name: T.typedLabel });
    const send = (text: string) => {
      fireEvent.change(box(), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: T.typedSend }));
    };
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(T.status.listening));
    send('I split the work and we talked every week.');
    await waitFor(() => expect(spoken.at(-1)).toBe(FOLLOW_UP_QUESTIONS.no_result));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(T.status.listening));
    send('We shipped two weeks early.');
    await waitFor(() => expect(spoken.at(-1)).toContain('Do you have any questions for me?'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(T.status.listening));
    send('no i think you covered everything');
    await waitFor(() => expect(onFinish).toHaveBeenCalledOnce());
    // No summary from the server here: the interviewer's own line counts the follow-up apart from the question.
    expect(spoken.at(-1)).toBe(`${CONVERSATION_LINES.summary(1, 1)} ${CONVERSATION_LINES.goodbye('Ada')}`);

    expect(typedBodies).toEqual([
      { session_id: 's1', question_key: 'q1', text: 'I split the work and we talked every week.' },
      { session_id: 's1', question_key: 'q1-f', text: 'We shipped two weeks early.' },
    ]);
    const turns = api.callsTo('POST', INTERVIEWER_PATHS.turns('s1')).map((c) => c.body as { speaker: string; ended_by: string | null });
    expect(turns.filter((t) => t.speaker === 'candidate').map((t) => t.ended_by)).toEqual(['typed', 'typed', 'typed']);
    expect(turns.filter((t) => t.speaker === 'interviewer')).toHaveLength(5);
  });

  it('once the interviewer says goodbye the typed answer and the controls are gone, and nothing typed is answered', async () => {
    const held = { keep: (text: string) => text.includes(CONVERSATION_LINES.goodbye('Ada')), ends: [] as (() => void)[] };
    spoken = fakeSpeech(held);
    fakeApi({
      [`GET ${INTERVIEWER_PATHS.voices}`]: { status: 503, body: { status: 'error', message: 'no engine' } },
      [`POST ${INTERVIEWER_PATHS.turns('s1')}`]: (call: FakeCall) => ({ status: 201, body: { seq: 0, ended_by: null, ...(call.body as object) } }),
    });
    const onFinish = vi.fn();
    renderScreen('/mock-interview', [{ path: '/mock-interview', element: <Harness onFinish={onFinish} /> }]);
    await waitFor(() => expect((screen.getByLabelText(T.voice) as HTMLSelectElement).value).toBe('browser'));
    fireEvent.click(screen.getByRole('button', { name: T.start }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(T.status.listening));
    fireEvent.click(screen.getByRole('button', { name: T.end }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(T.status.ending));
    expect(spoken.at(-1)).toBe(CONVERSATION_LINES.goodbye('Ada'));
    expect(screen.queryByRole('textbox', { name: T.typedLabel })).toBeNull();
    for (const name of [T.repeat, T.think, T.done, T.retake, T.pause]) expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(window, { key: 'r' });
    expect(spoken).toHaveLength(2);
    held.ends.forEach((end) => end());
    await waitFor(() => expect(onFinish).toHaveBeenCalledOnce());
    expect(screen.getByRole('status').textContent).toContain(T.status.done);
    expect(screen.queryByRole('textbox', { name: T.typedLabel })).toBeNull();
    expect(spoken).toHaveLength(2);
  });

  it('pauses and resumes on P, asking the question again', async () => {
    fakeApi({
      [`GET ${INTERVIEWER_PATHS.voices}`]: { status: 503, body: { status: 'error', message: 'no engine' } },
      [`POST ${INTERVIEWER_PATHS.turns('s1')}`]: (call: FakeCall) => ({ status: 201, body: { seq: 0, ended_by: null, ...(call.body as object) } }),
    });
    renderScreen('/mock-interview', [{ path: '/mock-interview', element: <Harness onFinish={() => {}} /> }]);
    await waitFor(() => expect((screen.getByLabelText(T.voice) as HTMLSelectElement).value).toBe('browser'));
    const startButton = screen.getByRole('button', { name: T.start });
    startButton.focus();
    fireEvent.click(startButton);
    // The Start button is gone: the focus is on the heading, not the page's body.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: T.title }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(T.status.listening));
    fireEvent.keyDown(window, { key: 'p' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(T.status.paused));
    expect(screen.getByRole('button', { name: T.resume })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'r' });
    expect(spoken).toHaveLength(1);
    fireEvent.keyDown(window, { key: 'p' });
    await waitFor(() => expect(spoken.at(-1)).toBe(`${CONVERSATION_LINES.resumed} ${q1.text}`));
  });

  it('in Practice takes the answer just given again on A; in Real offers no retake', async () => {
    for (const mode of ['practice', 'real'] as const) {
      const typedKeys: string[] = [];
      fakeApi({
        [`GET ${INTERVIEWER_PATHS.voices}`]: { status: 503, body: { status: 'error', message: 'no engine' } },
        [`POST ${INTERVIEWER_PATHS.turns('s1')}`]: (call: FakeCall) => ({ status: 201, body: { seq: 0, ended_by: null, ...(call.body as object) } }),
        [`POST ${MOCK_TYPED_ANSWER_PATH}`]: (call: FakeCall) => {
          const key = (call.body as { question_key: string }).question_key;
          typedKeys.push(key);
          return { schema: mockTypedAnswerResponseSchema, body: { success: true, answer: typedAnswer(), answers: { [key]: typedAnswer() }, current_index: 0 } };
        },
      });
      renderScreen('/mock-interview', [{ path: '/mock-interview', element: <Harness onFinish={() => {}} /> }]);
      await waitFor(() => expect((screen.getByLabelText(T.voice) as HTMLSelectElement).value).toBe('browser'));
      fireEvent.change(screen.getByLabelText(T.mode), { target: { value: mode } });
      fireEvent.click(screen.getByRole('button', { name: T.start }));
      await waitFor(() => expect(screen.getByRole('status').textContent).toContain(T.status.listening));
      fireEvent.change(screen.getByRole('textbox', { name: T.typedLabel }), { target: { value: 'We shipped it on time.' } });
      fireEvent.click(screen.getByRole('button', { name: T.typedSend }));
      await waitFor(() => expect(spoken.at(-1)).toContain('Do you have any questions for me?'));
      if (mode === 'real') {
        expect(screen.queryByRole('button', { name: T.retake })).toBeNull();
      } else {
        await waitFor(() => expect((screen.getByRole('button', { name: T.retake }) as HTMLButtonElement).disabled).toBe(false));
        fireEvent.keyDown(window, { key: 'a' });
        await waitFor(() => expect(spoken.at(-1)).toBe(`${CONVERSATION_LINES.retake} ${q1.text}`));
        await waitFor(() => expect(screen.getByRole('status').textContent).toContain(T.status.listening));
        fireEvent.change(screen.getByRole('textbox', { name: T.typedLabel }), { target: { value: 'We shipped it two weeks early.' } });
        fireEvent.click(screen.getByRole('button', { name: T.typedSend }));
        await waitFor(() => expect(typedKeys).toEqual(['q1', 'q1']));
      }
      cleanup();
    }
  });

  it('taken up again after a reload: the same choices, a note, and a welcome back on the first question left', async () => {
    sessionStorage.setItem('rehearse.conversation.s1', JSON.stringify({ persona: 'tough', mode: 'real', voice: null, speed: '1.2', captions: true }));
    const turns: unknown[] = [];
    fakeApi({
      [`GET ${INTERVIEWER_PATHS.voices}`]: { status: 503, body: { status: 'error', message: 'no engine' } },
      [`GET ${INTERVIEWER_PATHS.turns('s1')}`]: { body: { turns: [{ seq: 0, speaker: 'interviewer', started_at: 0, ended_at: 40, text: 'Hello', question_key: 'q1', ended_by: null }] } },
      [`POST ${INTERVIEWER_PATHS.turns('s1')}`]: (call: FakeCall) => {
        turns.push(call.body);
        return { status: 201, body: { seq: 1, ended_by: null, ...(call.body as object) } };
      },
    });
    try {
      renderScreen('/mock-interview', [{ path: '/mock-interview', element: <Harness onFinish={() => {}} /> }]);
      await waitFor(() => expect(screen.getByText(T.resumed)).toBeTruthy());
      expect((screen.getByLabelText(T.persona) as HTMLSelectElement).value).toBe('tough');
      expect((screen.getByLabelText(T.mode) as HTMLSelectElement).value).toBe('real');
      expect((screen.getByLabelText(T.speed) as HTMLSelectElement).value).toBe('1.2');
      fireEvent.click(screen.getByRole('button', { name: T.start }));
      await waitFor(() => expect(spoken[0]).toBe(`${CONVERSATION_LINES.welcomeBack('Ada', 1)} ${CONVERSATION_LINES.nextLeft} ${q1.text}`));
      // The new turns follow the kept ones on the interview's one clock.
      await waitFor(() => expect(turns).toHaveLength(1));
      expect((turns[0] as { started_at: number }).started_at).toBeGreaterThan(40);
    } finally {
      sessionStorage.clear();
    }
  });

  it('hides and shows the captions', async () => {
    fakeApi({ [`GET ${INTERVIEWER_PATHS.voices}`]: { body: { engine: 'espeak-ng', voices: [{ id: 'en-us', label: 'English (America)', engine: 'espeak-ng' }] } } });
    renderScreen('/mock-interview', [{ path: '/mock-interview', element: <Harness onFinish={() => {}} /> }]);
    await waitFor(() => expect((screen.getByLabelText(T.voice) as HTMLSelectElement).value).toBe('en-us'));
    expect(screen.getByRole('list', { name: 'Captions' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText(T.captions));
    expect(screen.queryByRole('list', { name: 'Captions' })).toBeNull();
  });
});
