import { useCallback, useEffect, useState } from 'react';

const PREFERENCE_KEY = 'mockInterviewReadAloud';

function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined';
}

function cancelSpeech(): void {
  if (speechSupported()) window.speechSynthesis.cancel();
}

/**
 * Reads the question aloud with the browser's speech synthesis: off by default (the choice is remembered),
 * each new question read when on, and `repeat` at any time. Speech stops when recording starts and when
 * the page is left, so the microphone never records the question.
 */
export function useQuestionSpeech(text: string) {
  const supported = speechSupported();
  const [enabled, setEnabledState] = useState(() => supported && localStorage.getItem(PREFERENCE_KEY) === 'on');

  const repeat = useCallback(() => {
    if (!speechSupported()) return;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
  }, [text]);

  const setEnabled = useCallback((on: boolean) => {
    localStorage.setItem(PREFERENCE_KEY, on ? 'on' : 'off');
    setEnabledState(on);
    if (!on) cancelSpeech();
  }, []);

  useEffect(() => {
    if (enabled) repeat();
  }, [enabled, repeat]);

  useEffect(() => cancelSpeech, []);

  return { supported, enabled, setEnabled, repeat, stop: cancelSpeech };
}
