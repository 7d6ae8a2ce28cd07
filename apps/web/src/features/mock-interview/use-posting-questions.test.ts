import type { MockPostingQuestionsResponse } from '@rehearse/contract/mock-posting-questions';
import { POSTING_QUESTIONS_READY } from '@rehearse/contract/mock-posting-questions';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { notify } from '../../lib/toast.ts';
import type { Interview, MockFlowAction } from './interview-state.ts';
import { aQuestion } from './mock-test-questions.ts';
import { keptThrough, usePostingQuestions } from './use-posting-questions.ts';


const bank = [aQuestion('a'), aQuestion('b'), aQuestion('c'), aQuestion('d')];
const tailored = [...bank.slice(0, 2), aQuestion('c'), aQuestion('ai_1', { written_by_ai: true })];
const interview: Interview = { sessionId: 's1', questions: bank, answers: { a: { skipped: true } as Interview['answers'][string] }, index: 1 };
const reply = (state: MockPostingQuestionsResponse['state'], questions = bank): MockPostingQuestionsResponse => ({ success: true, state, questions, answers: {} });

describe('keptThrough', () => {
  it('keeps the question on screen and the next, within the interview', () => {
    expect(keptThrough(1, 4)).toBe(2);
    expect(keptThrough(3, 4)).toBe(3);
    expect(keptThrough(0, 1)).toBe(0);
  });
});

describe('usePostingQuestions', () => {
  // Spied, not module-mocked: test files share their worker's modules (vitest.config.ts), so a file that loaded the
  // toast module first would leave this hook holding the real one.
  let info: MockInstance<typeof notify.info>;
  beforeEach(() => {
    vi.useFakeTimers();
    info = vi.spyOn(notify, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks while the model writes, then takes the server s questions once and tells the user once', async () => {
    const ask = vi.fn<(id: string, index: number) => Promise<MockPostingQuestionsResponse>>().mockResolvedValueOnce(reply('writing')).mockResolvedValueOnce(reply('taken-up', tailored));
    const dispatched: MockFlowAction[] = [];
    renderHook(() => usePostingQuestions('s1', interview, (a) => dispatched.push(a), ask, 1000));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(dispatched).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(ask).toHaveBeenCalledWith('s1', 2);
    expect(dispatched).toEqual([{ type: 'questions-replaced', questions: tailored, answers: interview.answers, index: 1 }]);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(POSTING_QUESTIONS_READY);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('holds while there is no interview to follow (a running conversation), and asks again once there is', async () => {
    const ask = vi.fn<(id: string, index: number) => Promise<MockPostingQuestionsResponse>>().mockResolvedValue(reply('writing'));
    const { rerender } = renderHook(({ shown }) => usePostingQuestions('s1', shown, () => undefined, ask, 1000), { initialProps: { shown: null as Interview | null } });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(ask).not.toHaveBeenCalled();
    rerender({ shown: interview });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('stops when there is nothing to wait for, and never asks without an interview to follow', async () => {
    const ask = vi.fn<(id: string, index: number) => Promise<MockPostingQuestionsResponse>>().mockResolvedValue(reply('none'));
    renderHook(() => usePostingQuestions('s1', interview, () => undefined, ask, 1000));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(ask).toHaveBeenCalledTimes(1);
    const idle = vi.fn<(id: string, index: number) => Promise<MockPostingQuestionsResponse>>();
    renderHook(() => usePostingQuestions(null, interview, () => undefined, idle, 1000));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(idle).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
  });
});
