import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interviewerVoice } from './interviewer-voice.ts';

/** An `<audio>` that plays at once and ends when told, or fails when its words were lost on the way. */
class FakeAudio extends EventTarget {
  static made: FakeAudio[] = [];
  src = '';
  preload = '';
  error: { code: number } | null = null;
  played = 0;
  constructor(src?: string) {
    super();
    if (src) this.src = src;
    FakeAudio.made.push(this);
  }
  play() {
    this.played += 1;
    if (this.error) queueMicrotask(() => this.dispatchEvent(new Event('error')));
    return Promise.resolve();
  }
  pause() {}
  load() {}
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
  end() {
    this.dispatchEvent(new Event('ended'));
  }
}

const textOf = (audio: FakeAudio) => new URL(audio.src, 'http://localhost').searchParams.get('text');

beforeEach(() => {
  FakeAudio.made = [];
  vi.stubGlobal('Audio', FakeAudio);
});
afterEach(() => vi.unstubAllGlobals());

describe('the server voice', () => {
  it('says words made ahead from the element that loaded them, and makes other words when asked', async () => {
    const voice = interviewerVoice('en-us', 1.5);
    voice.prepare?.('Thank you. Next question.');
    expect(FakeAudio.made).toHaveLength(1);
    const ahead = FakeAudio.made[0]!;
    expect(ahead.preload).toBe('auto');
    expect(textOf(ahead)).toBe('Thank you. Next question.');

    // A follow-up comes first: made then, and the words made ahead wait for their turn.
    const followUp = voice.say('What was the outcome?');
    expect(FakeAudio.made).toHaveLength(2);
    FakeAudio.made[1]!.end();
    await followUp;
    expect(ahead.played).toBe(0);

    voice.prepare?.('Thank you. Next question.');
    const next = voice.say('Thank you. Next question.');
    expect(FakeAudio.made).toHaveLength(2);
    expect(ahead.played).toBe(1);
    expect(voice.playing?.()).toBe(ahead);
    ahead.end();
    await next;
  });

  it('hangs up words made ahead that will not be said, and makes again words lost on the way', async () => {
    const voice = interviewerVoice('en-us', 1);
    voice.prepare?.('first');
    voice.prepare?.('second');
    expect(FakeAudio.made[0]!.src).toBe('');
    const lost = FakeAudio.made[1]!;
    lost.error = { code: 2 };
    const said = voice.say('second');
    expect(lost.played).toBe(0);
    expect(FakeAudio.made).toHaveLength(3);
    FakeAudio.made[2]!.end();
    await said;
    expect(textOf(FakeAudio.made[2]!)).toBe('second');
  });
});
