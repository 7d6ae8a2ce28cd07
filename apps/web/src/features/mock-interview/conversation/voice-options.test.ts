import { describe, expect, it } from 'vitest';
import { BROWSER_VOICE } from './interviewer-voice.ts';
import { voiceOptionGroups } from './voice-options.ts';

describe('the interviewer voice choices', () => {
  it('names each voice once by its own name, in groups that say where it is made', () => {
    const groups = voiceOptionGroups([
      { id: 'en-gb', label: 'English (Great Britain)', engine: 'espeak-ng' },
      { id: 'en_US-lessac-medium', label: 'Lessac (US English)', engine: 'piper' },
      { id: 'en-us', label: 'English (America)', engine: 'espeak-ng' },
    ]);
    expect(groups.map((g) => g.label)).toEqual(['Natural, made on this server', 'Synthetic, made on this server', 'From your browser']);
    expect(groups[0]!.options).toEqual([{ value: 'en_US-lessac-medium', label: 'Lessac (US English)' }]);
    expect(groups[1]!.options.map((o) => o.label)).toEqual(['English (Great Britain)', 'English (America)']);
    expect(groups.flatMap((g) => g.options).every((o) => !o.label.includes('server'))).toBe(true);
    expect(groups[2]!.options).toEqual([{ value: BROWSER_VOICE, label: 'Your browser’s voice' }]);
  });

  it('leaves out a group with no voice', () => {
    expect(voiceOptionGroups([]).map((g) => g.label)).toEqual(['From your browser']);
  });
});
