import { describe, expect, it } from 'vitest';
import { rememberedSpeakerSetup, rememberSpeakerSetup } from './remembered-speaker-setup.ts';

/** A Storage stand-in over a Map. */
function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}

describe('the remembered speaker setup', () => {
  it('is one answer until a choice is made, then the last choice', () => {
    const storage = memoryStorage();
    expect(rememberedSpeakerSetup(storage)).toBe('one_answer');
    rememberSpeakerSetup('interview', storage);
    expect(rememberedSpeakerSetup(storage)).toBe('interview');
    rememberSpeakerSetup('one_answer', storage);
    expect(rememberedSpeakerSetup(storage)).toBe('one_answer');
  });

  it('is one answer when storage holds something else or refuses to be read', () => {
    const storage = memoryStorage();
    storage.setItem('rehearse.upload.speakerSetup', 'panel');
    expect(rememberedSpeakerSetup(storage)).toBe('one_answer');
    const refusing = { getItem: () => { throw new Error('SecurityError'); } };
    expect(rememberedSpeakerSetup(refusing)).toBe('one_answer');
    expect(() => rememberSpeakerSetup('interview', { setItem: () => { throw new Error('QuotaExceededError'); } })).not.toThrow();
  });
});
