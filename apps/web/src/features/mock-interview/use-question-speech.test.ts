import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuestionSpeech } from './use-question-speech.ts';

class FakeUtterance {
  constructor(readonly text: string) {}
}

describe('useQuestionSpeech', () => {
  const spoken: string[] = [];
  const cancel = vi.fn();

  beforeEach(() => {
    spoken.length = 0;
    cancel.mockClear();
    localStorage.clear();
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
    vi.stubGlobal('speechSynthesis', { speak: (u: FakeUtterance) => spoken.push(u.text), cancel });
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is off by default: nothing is read until asked', () => {
    const { result } = renderHook(({ text }) => useQuestionSpeech(text), { initialProps: { text: 'Tell me about yourself.' } });
    expect(result.current.supported).toBe(true);
    expect(result.current.enabled).toBe(false);
    expect(spoken).toEqual([]);
    act(() => result.current.repeat());
    expect(spoken).toEqual(['Tell me about yourself.']);
  });

  it('when on, reads each new question, remembers the choice, and stops speaking when the page is left', () => {
    const { result, rerender, unmount } = renderHook(({ text }) => useQuestionSpeech(text), { initialProps: { text: 'Question one?' } });
    act(() => result.current.setEnabled(true));
    expect(spoken).toEqual(['Question one?']);
    rerender({ text: 'Question two?' });
    expect(spoken).toEqual(['Question one?', 'Question two?']);
    expect(localStorage.getItem('mockInterviewReadAloud')).toBe('on');
    cancel.mockClear();
    unmount();
    expect(cancel).toHaveBeenCalled();
  });

  it('says it is unsupported where the browser has no speech synthesis', () => {
    vi.stubGlobal('speechSynthesis', undefined);
    Reflect.deleteProperty(window, 'speechSynthesis');
    const { result } = renderHook(() => useQuestionSpeech('Q?'));
    expect(result.current.supported).toBe(false);
    act(() => result.current.repeat());
    expect(spoken).toEqual([]);
  });
});
