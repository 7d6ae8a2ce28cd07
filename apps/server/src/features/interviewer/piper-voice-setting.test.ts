import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePiperVoiceSetting } from './piper-voice-setting.ts';

describe('PIPER_VOICE', () => {
  it('unset fetches the default voice; a name fetches it; none turns Piper off; anything else is a voice folder', () => {
    expect(parsePiperVoiceSetting(undefined)).toEqual({ kind: 'name', name: 'en_US-lessac-medium' });
    expect(parsePiperVoiceSetting(' ')).toEqual({ kind: 'name', name: 'en_US-lessac-medium' });
    expect(parsePiperVoiceSetting('en_US-lessac-medium')).toEqual({ kind: 'name', name: 'en_US-lessac-medium' });
    expect(parsePiperVoiceSetting('none')).toEqual({ kind: 'none' });
    expect(parsePiperVoiceSetting('off')).toEqual({ kind: 'none' });
    expect(parsePiperVoiceSetting('voices/vits-piper-en_GB-alba-medium')).toEqual({ kind: 'file', path: resolve('voices/vits-piper-en_GB-alba-medium') });
  });
});
