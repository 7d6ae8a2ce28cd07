import { describe, expect, it } from 'vitest';
import { DEFAULT_CHOICES, loadChoices, saveChoices } from './conversation-settings.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

describe('the conversation choices kept with the tab', () => {
  it('gives back the choices saved for the same interview, the defaults for another', () => {
    const storage = memoryStorage();
    const choices = { persona: 'tough', mode: 'real', voice: 'en-us', speed: '1.2', captions: false } as const;
    saveChoices('s1', choices, storage);
    expect(loadChoices('s1', storage)).toEqual(choices);
    expect(loadChoices('s2', storage)).toEqual(DEFAULT_CHOICES);
  });

  it('falls back to the defaults on anything it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('rehearse.conversation.s1', '{"persona":"rude"}');
    storage.setItem('rehearse.conversation.s2', 'not json');
    expect(loadChoices('s1', storage)).toEqual(DEFAULT_CHOICES);
    expect(loadChoices('s2', storage)).toEqual(DEFAULT_CHOICES);
  });
});
