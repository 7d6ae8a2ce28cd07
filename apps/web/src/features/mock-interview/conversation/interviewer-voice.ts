import { speechUrl } from './speech-url.ts';

/** `browser` for the browser's own speech synthesis, else a server voice id. */
export const BROWSER_VOICE = 'browser';

export interface InterviewerVoice {
  /** Speaks; resolves when the words end or are stopped, rejects when they cannot be played. */
  say(text: string): Promise<void>;
  stop(): void;
  /** The element playing the words now, when the voice plays through one (the browser's own voice does not). */
  playing?(): HTMLMediaElement | null;
}

/** The interviewer's voice: the server's (streamed WAV in an `<audio>`) or the browser's own speech synthesis. */
export function interviewerVoice(voice: string, speed: number): InterviewerVoice {
  return voice === BROWSER_VOICE ? browserVoice(speed) : serverVoice(voice, speed);
}

function serverVoice(voice: string, speed: number): InterviewerVoice {
  let playing: { audio: HTMLAudioElement; done: () => void } | null = null;
  return {
    say(text) {
      return new Promise<void>((resolve, reject) => {
        const audio = new Audio(speechUrl(text, voice, speed));
        const done = () => {
          if (playing?.audio === audio) playing = null;
          resolve();
        };
        playing = { audio, done };
        audio.addEventListener('ended', done, { once: true });
        audio.addEventListener('error', () => reject(new Error('speech failed')), { once: true });
        audio.play().catch(reject);
      });
    },
    stop() {
      if (!playing) return;
      const { audio, done } = playing;
      audio.pause();
      // Dropping the source hangs up the stream, which stops the server's speech engine.
      audio.removeAttribute('src');
      audio.load();
      done();
    },
    playing() {
      return playing?.audio ?? null;
    },
  };
}

function browserVoice(speed: number): InterviewerVoice {
  let finish: (() => void) | null = null;
  return {
    say(text) {
      return new Promise<void>((resolve, reject) => {
        if (!('speechSynthesis' in window)) {
          reject(new Error('no speech synthesis'));
          return;
        }
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.rate = speed;
        finish = () => {
          finish = null;
          resolve();
        };
        utterance.onend = () => finish?.();
        utterance.onerror = (event) => (event.error === 'interrupted' || event.error === 'canceled' ? finish?.() : reject(new Error(event.error)));
        window.speechSynthesis.cancel();
        window.speechSynthesis.speak(utterance);
      });
    },
    stop() {
      window.speechSynthesis.cancel();
      finish?.();
    },
  };
}
