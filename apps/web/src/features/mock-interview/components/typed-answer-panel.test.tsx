import type { AnswerContent } from '@rehearse/contract/answer-content';
import type { MockAnswer } from '@rehearse/contract/mock-interview';
import { MOCK_TYPED_ANSWER_PATH, mockTypedAnswerResponseSchema, TYPED_ANSWER_MESSAGES } from '@rehearse/contract/mock-typed-answer';
import { TYPED_ANSWER_MAX_CHARS } from '@rehearse/contract/typed-answer';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-kit/fake-api.ts';
import { renderScreen } from '../../../test-kit/render-screen.tsx';
import { mockFlowReducer, type Interview } from '../interview-state.ts';
import { aQuestion } from '../mock-test-questions.ts';
import type { MediaDevicesState } from '../use-media-devices.ts';
import { QuestionScreen } from './question-screen.tsx';
import { TYPED_ANSWER_TEXTS } from '../../../lib/typed-answer-texts.ts';

const questions = ['q1', 'q2'].map((key) => aQuestion(key));
const devices: MediaDevicesState = { stream: null, ready: false, error: null, level: 0, peak: 0, silentSeconds: 0, open: async () => null, release: () => {} };
const TEXT = 'I set up a shared checklist, and as a result the report went out on time for six months.';

const content: AnswerContent = {
  status: 'judged',
  note: null,
  engine: 'written',
  score: 64.5,
  parts: { structure: 50, specifics: 70, ownership: 100, hedging: 100, repetition: 100, length: 30, relevance: 80, vocabulary: 90 },
  findings: [{ part: 'length', kind: 'improvement', headline: 'short', text: 'Far shorter than the question’s minute: add the situation and your task.', quote: null, at: null, count: null, seconds: 6 }],
  structure: null,
};
const typed: MockAnswer = { skipped: false, notes: '', analysis: { status: 'completed', progress: 100, error: null, score: null }, typed: { text: TEXT, content } };

function Harness({ interview }: { interview: Interview }) {
  const [flow, dispatch] = useReducer(mockFlowReducer, { phase: 'interview', interview });
  if (flow.phase !== 'interview') return null;
  return <QuestionScreen interview={flow.interview} dispatch={dispatch} devices={devices} finishing={false} onFinish={() => {}} />;
}

function show(answers: Interview['answers'] = {}) {
  renderScreen('/mock-interview', [{ path: '/mock-interview', element: <Harness interview={{ sessionId: 's1', questions, answers, index: 0 }} /> }]);
}

describe('Typing an answer instead of recording it', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('opens a labelled box with a character counter and the contract’s limit, and closes with Escape back to its button', async () => {
    fakeApi({});
    show();
    fireEvent.click(screen.getByRole('button', { name: TYPED_ANSWER_TEXTS.open }));
    const box = screen.getByRole('textbox', { name: TYPED_ANSWER_TEXTS.label });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute('maxlength')).toBe(String(TYPED_ANSWER_MAX_CHARS));
    expect(box.getAttribute('aria-describedby')).toContain('typed-answer-q1-count');
    expect(screen.getByTestId('typed-answer-count').textContent).toBe(TYPED_ANSWER_TEXTS.counter(0));
    expect((screen.getByRole('button', { name: TYPED_ANSWER_TEXTS.save }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(box, { target: { value: '   ' } });
    expect((screen.getByRole('button', { name: TYPED_ANSWER_TEXTS.save }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: TEXT } });
    expect(screen.getByTestId('typed-answer-count').textContent).toBe(`${TEXT.length} / 3,000 characters`);
    expect((screen.getByRole('button', { name: TYPED_ANSWER_TEXTS.save }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.keyDown(box, { key: 'Escape' });
    const opener = screen.getByRole('button', { name: TYPED_ANSWER_TEXTS.open });
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('saves the text as the question’s answer and shows its content findings, marked typed and content only', async () => {
    const api = fakeApi({
      [`POST ${MOCK_TYPED_ANSWER_PATH}`]: { schema: mockTypedAnswerResponseSchema, body: { success: true, answer: typed, answers: { q1: typed }, current_index: 0 } },
    });
    show();
    fireEvent.click(screen.getByRole('button', { name: TYPED_ANSWER_TEXTS.open }));
    fireEvent.change(screen.getByRole('textbox', { name: TYPED_ANSWER_TEXTS.label }), { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: TYPED_ANSWER_TEXTS.save }));

    const feedback = await screen.findByTestId('typed-answer-feedback');
    expect(api.callsTo('POST', MOCK_TYPED_ANSWER_PATH)[0]?.body).toEqual({ session_id: 's1', question_key: 'q1', text: TEXT, notes: '' });
    expect(within(feedback).getByText(TYPED_ANSWER_TEXTS.badge)).toBeTruthy();
    expect(within(feedback).getByRole('heading', { name: TYPED_ANSWER_TEXTS.feedbackTitle })).toBeTruthy();
    expect(within(feedback).getByText(content.findings[0]!.text)).toBeTruthy();
    expect(within(feedback).getByText(/Content score 64\.5%/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: TYPED_ANSWER_TEXTS.label })).toBeNull();
    // The progress list says how the question was answered, not a 0 s duration.
    expect(screen.getAllByText(TYPED_ANSWER_TEXTS.progress).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Answer saved \(0:00\)/)).toBeNull();
  });

  it('keeps the text when the server refuses it', async () => {
    fakeApi({ [`POST ${MOCK_TYPED_ANSWER_PATH}`]: { status: 400, body: { status: 'error', message: TYPED_ANSWER_MESSAGES.tooLong } } });
    show();
    fireEvent.click(screen.getByRole('button', { name: TYPED_ANSWER_TEXTS.open }));
    const box = screen.getByRole('textbox', { name: TYPED_ANSWER_TEXTS.label });
    fireEvent.change(box, { target: { value: TEXT } });
    fireEvent.click(screen.getByRole('button', { name: TYPED_ANSWER_TEXTS.save }));
    await waitFor(() => expect((screen.getByRole('button', { name: TYPED_ANSWER_TEXTS.save }) as HTMLButtonElement).disabled).toBe(false));
    expect((box as HTMLTextAreaElement).value).toBe(TEXT);
    expect(screen.queryByTestId('typed-answer-feedback')).toBeNull();
  });

  it('shows a typed answer’s findings when the question is opened again, and warns that typing replaces a recorded answer', () => {
    fakeApi({});
    show({ q1: typed });
    expect(within(screen.getByTestId('typed-answer-feedback')).getByText(content.findings[0]!.text)).toBeTruthy();
    cleanup();
    show({ q1: { skipped: false, notes: '', duration_sec: 30, media_url: 'k', analysis: null } });
    fireEvent.click(screen.getByRole('button', { name: TYPED_ANSWER_TEXTS.open }));
    expect(screen.getByText(TYPED_ANSWER_TEXTS.replaces)).toBeTruthy();
  });
});
