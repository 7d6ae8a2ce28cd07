import { speechUrl } from './speech-url.ts';

/** `browser` for the browser's own speech synthesis, else a server voice id. */
export const BROWSER_VOICE = 'browser';

export interface InterviewerVoice {
  /** Speaks; resolves when the words end or are stopped, rejects when they cannot be played. */
  say(text: string): Promise<void>;
  stop(): void;
  /** Starts making words that may be said next, so that saying them needs no wait (the last ones asked are kept). */
  prepare?(text: string): void;
  /** The element playing the words now, when the voice plays through one (the browser's own voice does not). */
  playing?(): HTMLMediaElement | null;
}

/** The interviewer's voice: the server's (streamed WAV in an `<audio>`) or the browser's own speech synthesis. */
export function interviewerVoice(voice: string, speed: number): InterviewerVoice {
  return voice === BROWSER_VOICE ? browserVoice(speed) : serverVoice(voice, speed);
}

/** Dropping the source hangs up the stream, which stops the server's speech engine. */
function hangUp(audio: HTMLAudioElement): void {
  audio.removeAttribute('src');
  audio.load();
}

function serverVoice(voice: string, speed: number): InterviewerVoice {
  let playing: { audio: HTMLAudioElement; done: () => void } | null = null;
  // Words made ahead (the next question while the candidate answers): the element has loaded them, or is loading them.
  let ready: { text: string; audio: HTMLAudioElement } | null = null;
  const play = (audio: HTMLAudioElement) =>
    new Promise<void>((resolve, reject) => {
      const done = () => {
        if (playing?.audio === audio) playing = null;
        resolve();
      };
      playing = { audio, done };
      audio.addEventListener('ended', done, { once: true });
      audio.addEventListener('error', () => reject(new Error('speech failed')), { once: true });
      audio.play().catch(reject);
    });
  return {
    say(text) {
      const made = ready?.text === text ? ready.audio : null;
      if (made) ready = null;
      const fresh = () => play(new Audio(speechUrl(text, voice, speed)));
      // Made ahead but lost on the way (the stream was cut while it waited): made again, once.
      return made && !made.error ? play(made).catch(fresh) : fresh();
    },
    prepare(text) {
      if (ready?.text === text) return;
      if (ready) hangUp(ready.audio);
      const audio = new Audio();
      audio.preload = 'auto';
      audio.src = speechUrl(text, voice, speed);
      ready = { text, audio };
    },
    stop() {
      if (!playing) return;
      const { audio, done } = playing;
      audio.pause();
      hangUp(audio);
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
